/*
 * Learnforge judge supervisor: runs one submitted program inside the sandbox, enforces its CPU, wall-clock,
 * memory, process and file-size limits, and reports how it ended on file descriptor 3 (a pipe to the host),
 * so the host never reads anything from a directory the program could write.
 *
 * Usage: supervisor [options] -- PROGRAM [ARGS...]
 *   --cpu-ms N --wall-ms N --output-bytes N --as-bytes N --nproc N --fsize-bytes N --nofile N --stack-bytes N
 *   --jail ROOT --box PATH --box-rw 0|1 --tmp-bytes N --ro PATH (repeatable)
 * With --jail (the `unshare` fallback: we are root of a fresh user namespace) the supervisor first builds a
 * minimal root filesystem on a tmpfs at ROOT, pivots into it and drops every capability before running the
 * program. Under bubblewrap the sandbox is already built and --jail is not given.
 * Either way the supervisor is PID 1 of the sandbox's PID namespace, so the program cannot kill it
 * (the kernel ignores SIGKILL sent to a namespace's init from inside), and its exit takes every
 * process of the sandbox with it.
 *
 * Report line: exit=N signal=N cpu_ms=N wall_ms=N maxrss_kb=N limit=none|cpu|wall|output error=TEXT
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define REPORT_FD 3
#define MAX_RO 32

static void on_child(int signal_number) { (void)signal_number; }

static void write_all(int fd, const char *data, ssize_t length) {
  while (length > 0) {
    ssize_t done = write(fd, data, length);
    if (done < 0 && errno == EINTR) continue;
    if (done <= 0) return;
    data += done;
    length -= done;
  }
}

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void report_error(const char *what) {
  dprintf(REPORT_FD, "exit=-1 signal=0 cpu_ms=0 wall_ms=0 maxrss_kb=0 limit=none error=%s:%s\n", what,
          strerror(errno));
  _exit(120);
}

static void set_limit(int resource, long long value) {
  if (value <= 0) return;
  struct rlimit rl = {(rlim_t)value, (rlim_t)value};
  setrlimit(resource, &rl);
}

static void make_dir(const char *path) {
  if (mkdir(path, 0755) != 0 && errno != EEXIST) report_error(path);
}

static void make_file(const char *path) {
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) report_error(path);
  close(fd);
}

/* A read-only bind mount inside a user namespace must keep the flags the kernel locked on the source. */
static void bind_mount(const char *source, const char *target, int read_only) {
  if (mount(source, target, NULL, MS_BIND | MS_REC, NULL) != 0) report_error(target);
  if (!read_only) return;
  struct statvfs st;
  unsigned long flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID;
  if (statvfs(source, &st) == 0) {
    if (st.f_flag & ST_NODEV) flags |= MS_NODEV;
    if (st.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    if (st.f_flag & ST_NOATIME) flags |= MS_NOATIME;
    if (st.f_flag & ST_RELATIME) flags |= MS_RELATIME;
  }
  if (mount(NULL, target, NULL, flags, NULL) != 0) report_error(target);
}

static void build_jail(const char *root, const char *box, int box_rw, long long tmp_bytes, char **ro_paths,
                       int ro_count) {
  char path[4096];
  char options[64];
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) report_error("private /");
  if (mount("jail", root, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,mode=0755") != 0) report_error("jail tmpfs");
  if (chdir(root) != 0) report_error("chdir jail");
  make_dir("usr");
  bind_mount("/usr", "usr", 1);
  if (symlink("usr/bin", "bin") != 0 || symlink("usr/lib", "lib") != 0 || symlink("usr/lib64", "lib64") != 0)
    report_error("symlink");
  make_dir("etc");
  for (int i = 0; i < ro_count; i++) {
    struct stat st;
    if (stat(ro_paths[i], &st) != 0 || ro_paths[i][0] != '/') continue;
    snprintf(path, sizeof path, ".%s", ro_paths[i]);
    /* Parents of the target, e.g. ./etc for /etc/java-17-openjdk. */
    for (char *slash = path + 2; (slash = strchr(slash, '/')) != NULL; slash++) {
      *slash = '\0';
      make_dir(path);
      *slash = '/';
    }
    if (S_ISDIR(st.st_mode))
      make_dir(path);
    else
      make_file(path);
    bind_mount(ro_paths[i], path, 1);
  }
  make_dir("box");
  bind_mount(box, "box", !box_rw);
  make_dir("tmp");
  snprintf(options, sizeof options, "size=%lld,mode=1777", tmp_bytes > 0 ? tmp_bytes : 64LL << 20);
  if (mount("tmp", "tmp", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) report_error("tmp");
  make_dir("proc");
  if (mount("proc", "proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) report_error("proc");
  /* Like bwrap --disable-userns: no user namespace may be created below this one. */
  int userns_limit = open("proc/sys/user/max_user_namespaces", O_WRONLY | O_CLOEXEC);
  if (userns_limit < 0 || write(userns_limit, "0", 1) != 1) report_error("max_user_namespaces");
  close(userns_limit);
  make_dir("dev");
  const char *devices[] = {"null", "zero", "random", "urandom"};
  for (unsigned i = 0; i < sizeof devices / sizeof devices[0]; i++) {
    char host[64];
    snprintf(host, sizeof host, "/dev/%s", devices[i]);
    snprintf(path, sizeof path, "dev/%s", devices[i]);
    make_file(path);
    bind_mount(host, path, 0);
  }
  if (syscall(SYS_pivot_root, ".", ".") != 0) report_error("pivot_root");
  if (umount2(".", MNT_DETACH) != 0) report_error("umount old root");
  if (chdir("/") != 0) report_error("chdir /");
  if (mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0)
    report_error("read-only root");
  if (chdir("/box") != 0) report_error("chdir /box");
}

/* Root of a user namespace still holds every capability in it: drop them all, and keep exec from giving
 * them back. */
static void drop_capabilities(void) {
  for (int cap = 0; cap <= 63; cap++) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  if (syscall(SYS_capset, &header, data) != 0) report_error("capset");
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
}

int main(int argc, char **argv) {
  long long cpu_ms = 2000, wall_ms = 5000, as_bytes = 0, nproc = 64, fsize = 16LL << 20, nofile = 64,
            stack = 64LL << 20, tmp_bytes = 0, output_bytes = 1LL << 20;
  const char *jail = NULL, *box = NULL;
  int box_rw = 0, ro_count = 0;
  char *ro_paths[MAX_RO + 1] = {0};
  int i = 1;
  for (; i < argc; i++) {
    const char *opt = argv[i];
    if (strcmp(opt, "--") == 0) {
      i++;
      break;
    }
    if (i + 1 >= argc) {
      errno = EINVAL;
      report_error(opt);
    }
    const char *value = argv[++i];
    if (strcmp(opt, "--cpu-ms") == 0) cpu_ms = atoll(value);
    else if (strcmp(opt, "--wall-ms") == 0) wall_ms = atoll(value);
    else if (strcmp(opt, "--output-bytes") == 0) output_bytes = atoll(value);
    else if (strcmp(opt, "--as-bytes") == 0) as_bytes = atoll(value);
    else if (strcmp(opt, "--nproc") == 0) nproc = atoll(value);
    else if (strcmp(opt, "--fsize-bytes") == 0) fsize = atoll(value);
    else if (strcmp(opt, "--nofile") == 0) nofile = atoll(value);
    else if (strcmp(opt, "--stack-bytes") == 0) stack = atoll(value);
    else if (strcmp(opt, "--tmp-bytes") == 0) tmp_bytes = atoll(value);
    else if (strcmp(opt, "--jail") == 0) jail = value;
    else if (strcmp(opt, "--box") == 0) box = value;
    else if (strcmp(opt, "--box-rw") == 0) box_rw = atoi(value);
    else if (strcmp(opt, "--ro") == 0 && ro_count < MAX_RO) ro_paths[ro_count++] = (char *)value;
    else {
      errno = EINVAL;
      report_error(opt);
    }
  }
  if (i >= argc) {
    errno = EINVAL;
    report_error("no program");
  }
  if (fcntl(REPORT_FD, F_SETFD, FD_CLOEXEC) != 0) _exit(121);
  /* Not dumpable: a program running as the same user cannot ptrace the supervisor to fake its report. */
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  if (jail) {
    if (!box) {
      errno = EINVAL;
      report_error("--jail needs --box");
    }
    build_jail(jail, box, box_rw, tmp_bytes, ro_paths, ro_count);
  }

  /* The program writes into pipes we relay to the host (which may hand us sockets): writes to a pipe
   * block instead of piling up in a runtime's buffer, and the output limit is enforced right here. */
  int out_pipe[2], err_pipe[2];
  if (pipe2(out_pipe, O_CLOEXEC) != 0 || pipe2(err_pipe, O_CLOEXEC) != 0) report_error("pipe");

  sigset_t chld, unblocked;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, &unblocked);
  sigdelset(&unblocked, SIGCHLD);
  struct sigaction wake = {0};
  wake.sa_handler = on_child;
  sigaction(SIGCHLD, &wake, NULL);

  long long started = now_ms();
  pid_t child = fork();
  if (child < 0) report_error("fork");
  if (child == 0) {
    signal(SIGCHLD, SIG_DFL);
    sigprocmask(SIG_UNBLOCK, &chld, NULL);
    dup2(out_pipe[1], 1);
    dup2(err_pipe[1], 2);
    set_limit(RLIMIT_AS, as_bytes);
    set_limit(RLIMIT_CPU, (cpu_ms + 999) / 1000 + 1);
    set_limit(RLIMIT_NPROC, nproc);
    set_limit(RLIMIT_FSIZE, fsize);
    set_limit(RLIMIT_NOFILE, nofile);
    set_limit(RLIMIT_STACK, stack);
    struct rlimit no_core = {0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    if (jail) drop_capabilities();
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    execv(argv[i], argv + i);
    fprintf(stderr, "cannot start %s: %s\n", argv[i], strerror(errno));
    _exit(127);
  }
  close(out_pipe[1]);
  close(err_pipe[1]);
  struct pollfd streams[2] = {{out_pipe[0], POLLIN, 0}, {err_pipe[0], POLLIN, 0}};
  long long written[2] = {0, 0};
  char buffer[65536];

  clockid_t cpu_clock;
  int have_cpu_clock = clock_getcpuclockid(child, &cpu_clock) == 0;
  const char *limit = "none";
  int status = 0;
  struct timespec tick = {0, 5 * 1000 * 1000};
  int finished = 0;
  long long wall = 0;
  for (;;) {
    /* As PID 1 of the namespace we also reap whatever the program orphaned. */
    int reaped_status;
    pid_t reaped;
    while ((reaped = waitpid(-1, &reaped_status, WNOHANG)) > 0) {
      if (reaped == child) {
        status = reaped_status;
        finished = 1;
        wall = now_ms() - started;
        /* Whatever the program left running dies with it: nothing outlives the verdict. */
        if (getpid() <= 2) kill(-1, SIGKILL); /* only ever inside our own PID namespace */
      }
    }
    if (finished && streams[0].fd < 0 && streams[1].fd < 0) break;
    if (!finished) {
      long long elapsed = now_ms() - started;
      struct timespec used;
      if (have_cpu_clock && clock_gettime(cpu_clock, &used) == 0 &&
          (long long)used.tv_sec * 1000 + used.tv_nsec / 1000000 > cpu_ms) {
        limit = "cpu";
        kill(child, SIGKILL);
      } else if (elapsed > wall_ms) {
        limit = "wall";
        kill(child, SIGKILL);
      }
    }
    int ready = ppoll(streams, 2, &tick, &unblocked);
    for (int s = 0; ready > 0 && s < 2; s++) {
      if (streams[s].fd < 0 || !(streams[s].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t got = read(streams[s].fd, buffer, sizeof buffer);
      if (got <= 0) {
        close(streams[s].fd);
        streams[s].fd = -1;
        continue;
      }
      long long room = s == 0 ? output_bytes - written[0] : (1 << 20) - written[1];
      if (room > 0) write_all(s + 1, buffer, got < room ? got : room);
      written[s] += got;
      if (s == 0 && written[0] > output_bytes && strcmp(limit, "none") == 0) {
        limit = "output";
        kill(child, SIGKILL);
      }
    }
  }
  while (waitpid(-1, NULL, 0) > 0) {
  }
  struct rusage usage;
  getrusage(RUSAGE_CHILDREN, &usage);
  long long cpu = (long long)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 +
                  (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000;
  if (strcmp(limit, "none") == 0 && WIFSIGNALED(status) &&
      (WTERMSIG(status) == SIGXCPU || (WTERMSIG(status) == SIGKILL && cpu >= cpu_ms)))
    limit = "cpu";
  dprintf(REPORT_FD, "exit=%d signal=%d cpu_ms=%lld wall_ms=%lld maxrss_kb=%ld limit=%s error=\n",
          WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0, cpu, wall,
          usage.ru_maxrss, limit);
  return 0;
}
