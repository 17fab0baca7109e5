import { createSocket } from 'node:dgram';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge, type Judge } from './index';

/**
 * Programs that try to get out. Network checks only ever aim at loopback ports this test listens on.
 */

const hostSecret = `learnforge-host-secret-${process.pid}`;
let judge: Judge;
let canaryDir: string;
let canaryFile: string;

async function hostProcessesNamed(name: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === name) count += 1;
  }
  return count;
}

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

beforeAll(async () => {
  process.env.LEARNFORGE_ESCAPE_CANARY = hostSecret;
  canaryDir = await mkdtemp(join(tmpdir(), 'learnforge-canary-'));
  canaryFile = join(canaryDir, 'canary.txt');
  await writeFile(canaryFile, 'original');
  // JUDGE_TEST_SANDBOX=unshare runs the whole corpus against the fallback sandbox too.
  const forced = process.env.JUDGE_TEST_SANDBOX;
  judge = createJudge({
    workers: 2,
    queueLimit: 64,
    sandbox: forced === 'unshare' || forced === 'bwrap' ? forced : 'auto',
  });
});

afterAll(async () => {
  await judge.close();
  delete process.env.LEARNFORGE_ESCAPE_CANARY;
  await rm(canaryDir, { recursive: true, force: true });
});

const python = (source: string, stdin = '') => judge.run({ language: 'python', source, stdin });
const cpp = (source: string, limits = { timeMs: 500 }) =>
  judge.run({ language: 'cpp', source, stdin: '', limits });

describe.concurrent('the sandbox keeps submitted code in', () => {
  it('cannot connect to a TCP port listening on loopback', async () => {
    let connections = 0;
    const ipv4 = createServer(() => {
      connections += 1;
    });
    const ipv6 = createServer(() => {
      connections += 1;
    });
    const port4 = await listen(ipv4, '127.0.0.1');
    const port6 = await listen(ipv6, '::1').catch(() => 0);
    try {
      const result = await python(
        [
          'import socket',
          `for family, host, port in [(socket.AF_INET, "127.0.0.1", ${port4}), (socket.AF_INET6, "::1", ${port6 || port4})]:`,
          '    try:',
          '        socket.create_connection((host, port), timeout=2)',
          '        print("connected")',
          '    except OSError:',
          '        print("blocked")',
        ].join('\n'),
      );
      expect(result.stdout).toBe('blocked\nblocked\n');
      expect(connections).toBe(0);
    } finally {
      ipv4.close();
      ipv6.close();
    }
  });

  it('cannot send UDP to a loopback port', async () => {
    let datagrams = 0;
    const receiver = createSocket('udp4');
    receiver.on('message', () => {
      datagrams += 1;
    });
    const port = await new Promise<number>((resolve) =>
      receiver.bind(0, '127.0.0.1', () => resolve(receiver.address().port)),
    );
    try {
      const result = await python(
        [
          'import socket',
          's = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)',
          'try:',
          `    s.sendto(b"hello", ("127.0.0.1", ${port}))`,
          '    print("sent")',
          'except OSError:',
          '    print("blocked")',
        ].join('\n'),
      );
      // Even a datagram "sent" inside the sandbox lands on its own empty loopback, never the host's.
      expect(['sent\n', 'blocked\n']).toContain(result.stdout);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(datagrams).toBe(0);
    } finally {
      receiver.close();
    }
  });

  it("sees none of the host's files", async () => {
    const result = await python(
      [
        'import os',
        `for path in ["/root", "/etc/shadow", "/etc/passwd", "/home", "/sys", "/var", ${JSON.stringify(canaryFile)}]:`,
        '    print(path, os.path.exists(path))',
        'print(sorted(os.listdir("/")))',
        'print(os.listdir("/tmp"))',
      ].join('\n'),
    );
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(0, 7)).toEqual([
      '/root False',
      '/etc/shadow False',
      '/etc/passwd False',
      '/home False',
      '/sys False',
      '/var False',
      `${canaryFile} False`,
    ]);
    const rootEntries = JSON.parse((lines[7] ?? '[]').replaceAll("'", '"')) as string[];
    expect(
      rootEntries.every((entry) =>
        ['bin', 'box', 'dev', 'etc', 'judge', 'lib', 'lib64', 'proc', 'tmp', 'usr'].includes(entry),
      ),
    ).toBe(true);
    expect(lines[8]).toBe('[]');
  });

  it("cannot read the server's environment through /proc", async () => {
    const result = await python(
      [
        'import os',
        'seen = []',
        'for pid in os.listdir("/proc"):',
        '    if pid.isdigit():',
        '        try:',
        '            seen.append(open(f"/proc/{pid}/environ", "rb").read().decode(errors="replace"))',
        '        except OSError:',
        '            pass',
        'print("\\n".join(seen))',
        'print(sorted(os.environ))',
      ].join('\n'),
    );
    expect(result.status).toBe('ok');
    expect(result.stdout).not.toContain(hostSecret);
    expect(result.stdout).toMatch(/\['HOME', 'LANG', 'PATH', ('PWD', )?'PYTHONDONTWRITEBYTECODE'\]/);
  });

  it("cannot see another submission's files while both run", async () => {
    const [writer, reader] = await Promise.all([
      python('import time\nopen("/tmp/secret-answer", "w").write("42")\ntime.sleep(0.5)\nprint("wrote")'),
      python(
        [
          'import os, time',
          'time.sleep(0.2)',
          'print(os.listdir("/tmp"), os.listdir("/box"))',
          'print(len([p for p in os.listdir("/proc") if p.isdigit()]))',
        ].join('\n'),
      ),
    ]);
    expect(writer.stdout).toBe('wrote\n');
    // Its own /tmp is empty, its box holds only its source, and it sees two processes: the supervisor and itself.
    expect(reader.stdout).toBe("[] ['main.py']\n2\n");
  });

  it('cannot change its own sandbox, the toolchain or the box', async () => {
    const result = await python(
      [
        'import os',
        'attempts = {',
        '    "write /usr": lambda: open("/usr/planted", "w"),',
        '    "chmod source": lambda: os.chmod("/box/main.py", 0o777),',
        '    "chown source": lambda: os.chown("/box/main.py", 0, 0),',
        '    "rename source": lambda: os.rename("/box/main.py", "/box/moved.py"),',
        '    "write box": lambda: open("/box/out.txt", "w"),',
        '}',
        'for name, attempt in attempts.items():',
        '    try:',
        '        attempt()',
        '        print(name, "allowed")',
        '    except OSError:',
        '        print(name, "refused")',
        '# Becoming root (refused under bwrap, a no-op as the namespace root of the unshare fallback) gives no capability.',
        'for become in (os.setgid, os.setuid):',
        '    try:',
        '        become(0)',
        '    except OSError:',
        '        pass',
        'print("capabilities", [l.split()[1] for l in open("/proc/self/status") if l.startswith("CapEff")][0])',
      ].join('\n'),
    );
    expect(result.stdout.trim().split('\n')).toEqual([
      'write /usr refused',
      'chmod source refused',
      'chown source refused',
      'rename source refused',
      'write box refused',
      'capabilities 0000000000000000',
    ]);
  });

  it('plants symlinks that the host never follows', async () => {
    const result = await python(
      [
        'import os',
        `for target, link in [(${JSON.stringify(canaryFile)}, "/box/out.txt"), ("/etc/passwd", "/box/main.cpp"), (${JSON.stringify(canaryFile)}, "/tmp/planted")]:`,
        '    try:',
        '        os.symlink(target, link)',
        '        print("made")',
        '    except OSError:',
        '        print("refused")',
        'try:',
        '    open("/tmp/planted", "w").write("pwned")',
        '    print("wrote")',
        'except OSError:',
        '    print("nothing there")',
      ].join('\n'),
    );
    expect(result.stdout).toBe('refused\nrefused\nmade\nnothing there\n');
    expect(await readFile(canaryFile, 'utf8')).toBe('original');
  });

  it('cannot fill the disk', async () => {
    const result = await python(
      [
        'chunk = b"x" * (1 << 20)',
        'for path in ["/tmp/fill", "/box/fill"]:',
        '    written = 0',
        '    try:',
        '        with open(path, "wb") as f:',
        '            while written < (1 << 30):',
        '                f.write(chunk)',
        '                f.flush()',
        '                written += len(chunk)',
        '        print(path, "filled")',
        '    except OSError:',
        '        print(path, "stopped")',
      ].join('\n'),
    );
    expect(result.stdout).toBe('/tmp/fill stopped\n/box/fill stopped\n');
  });

  it('cannot kill its supervisor, and kill -9 -1 finds nothing of the host to kill', async () => {
    const result = await python(
      [
        'import os',
        'os.kill(1, 9)',
        'print("still here")',
        'try:',
        '    os.kill(-1, 9)',
        '    print("killed something")',
        'except ProcessLookupError:',
        '    print("nothing to kill")',
      ].join('\n'),
    );
    expect(result).toMatchObject({ status: 'ok', stdout: 'still here\nnothing to kill\n' });
  });

  it('cannot create a user namespace of its own', async () => {
    const result = await cpp(
      '#include <sched.h>\n#include <cstdio>\nint main(){ std::puts(unshare(CLONE_NEWUSER) == 0 ? "escaped" : "refused"); }',
    );
    expect(result.stdout).toBe('refused\n');
  });

  it('is stopped when it sleeps past the wall clock', async () => {
    const result = await judge.run({
      language: 'python',
      source: 'import time\ntime.sleep(60)',
      stdin: '',
      limits: { timeMs: 300 },
    });
    expect(result.status).toBe('time_limit');
  });

  it('stops a compile-time bomb', async () => {
    const result = await cpp('#include "/dev/zero"\nint main() {}');
    expect(result.status).toBe('compile_error');
  });
});

const privilegedAttempts: [string, string][] = [
  ['mount a filesystem', 'check(libc.mount(b"none", b"/tmp", b"tmpfs", 0, None))'],
  ['chroot', 'os.chroot("/tmp")'],
  ['set the hostname', 'socket.sethostname("pwned")'],
  ['create a device node', 'os.mknod("/tmp/disk", 0o600 | stat.S_IFBLK, os.makedev(8, 0))'],
  ['open a raw packet socket', 'socket.socket(socket.AF_PACKET, socket.SOCK_RAW)'],
  ['ptrace its supervisor', 'check(libc.ptrace(16, 1, None, None))'],
  ["reach the host's root through /proc/1/root", 'os.listdir("/proc/1/root/root")'],
  ['write a kernel setting', 'open("/proc/sys/kernel/hostname", "w").write("pwned")'],
  ['read the kernel log', 'open("/dev/kmsg").read(1)'],
  ['set the clock', 'time.clock_settime(time.CLOCK_REALTIME, 0)'],
  ['raise its priority', 'os.nice(-10)'],
  [
    'raise its process limit',
    'resource.setrlimit(resource.RLIMIT_NPROC, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))',
  ],
  ['signal the server by its host pid', `os.kill(${process.pid}, 0)`],
  ['disable ctrl-alt-del through reboot()', 'check(libc.reboot(0))'],
];

describe.concurrent('privileged operations are refused', () => {
  it.each(privilegedAttempts)('%s', async (_name, attempt) => {
    const result = await python(
      [
        'import ctypes, os, resource, socket, stat, time',
        'libc = ctypes.CDLL(None, use_errno=True)',
        'def check(code):',
        '    if code != 0:',
        '        raise OSError(ctypes.get_errno(), "refused")',
        'try:',
        `    ${attempt}`,
        '    print("allowed")',
        'except (OSError, ValueError):',
        '    print("refused")',
      ].join('\n'),
    );
    expect(result.stdout).toBe('refused\n');
  });
});

describe('nothing outlives the verdict', () => {
  it('kills a process the program left running', async () => {
    const result = await cpp(
      [
        '#include <cstdio>',
        '#include <sys/prctl.h>',
        '#include <unistd.h>',
        'int main() {',
        '  if (fork() == 0) { setsid(); prctl(PR_SET_NAME, "lf-lingerer"); for (;;) pause(); }',
        '  std::puts("done");',
        '}',
      ].join('\n'),
    );
    expect(result).toMatchObject({ status: 'ok', stdout: 'done\n' });
    expect(await hostProcessesNamed('lf-lingerer')).toBe(0);
  });

  it('caps how many processes a program may start', async () => {
    const result = await judge.run({
      language: 'python',
      source: [
        'import os, time',
        'started = 0',
        'for _ in range(100):',
        '    try:',
        '        if os.fork() == 0:',
        '            time.sleep(30)',
        '            os._exit(0)',
        '        started += 1',
        '    except OSError:',
        '        break',
        'print(started)',
      ].join('\n'),
      stdin: '',
      limits: { processes: 10 },
    });
    expect(result.status).toBe('ok');
    expect(Number(result.stdout)).toBeLessThan(10);
  });

  it('contains a fork bomb and keeps judging afterwards', async () => {
    const bomb = await cpp(
      '#include <sys/prctl.h>\n#include <unistd.h>\nint main(){ prctl(PR_SET_NAME, "lf-forkbomb"); for (;;) fork(); }',
    );
    expect(['time_limit', 'runtime_error']).toContain(bomb.status);
    expect(await hostProcessesNamed('lf-forkbomb')).toBe(0);
    const after = await python('print(6 * 7)');
    expect(after).toMatchObject({ status: 'ok', stdout: '42\n' });
  });
});

describe('the unshare fallback', () => {
  let fallback: Judge;

  beforeAll(() => {
    fallback = createJudge({ sandbox: 'unshare', workers: 1 });
  });

  afterAll(async () => {
    await fallback.close();
  });

  it('says which sandbox it uses', async () => {
    const status = await fallback.status();
    expect(status.sandbox).toMatchObject({ available: true, kind: 'unshare' });
  });

  it('judges a correct submission', async () => {
    const result = await fallback.judge({
      language: 'cpp',
      source: '#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}',
      tests: [{ input: '2 3', expected: '5', visible: true }],
    });
    expect(result.verdict).toBe('correct');
  });

  it('keeps the network, the host files and every capability away', async () => {
    let connections = 0;
    const server = createServer(() => {
      connections += 1;
    });
    const port = await listen(server, '127.0.0.1');
    try {
      const result = await fallback.run({
        language: 'python',
        source: [
          'import os, socket',
          'try:',
          `    socket.create_connection(("127.0.0.1", ${port}), timeout=2)`,
          '    print("connected")',
          'except OSError:',
          '    print("blocked")',
          'print(os.path.exists("/root"), os.path.exists("/etc/shadow"))',
          'print([l.split()[1] for l in open("/proc/self/status") if l.startswith("CapEff")][0])',
          'try:',
          '    open("/usr/planted", "w")',
          '    print("wrote /usr")',
          'except OSError:',
          '    print("read-only /usr")',
          'import ctypes',
          'print("nested user namespace", "refused" if ctypes.CDLL(None, use_errno=True).unshare(0x10000000) != 0 else "created")',
        ].join('\n'),
        stdin: '',
      });
      expect(result.stdout).toBe(
        'blocked\nFalse False\n0000000000000000\nread-only /usr\nnested user namespace refused\n',
      );
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('shows the program no host path: cgroup, mounts, working directory and environment are its own', async () => {
    const result = await fallback.run({
      language: 'python',
      source: [
        'import os',
        'print(os.getcwd())',
        'print(sorted(set(line.split(":", 2)[2] for line in open("/proc/self/cgroup").read().split())))',
        'print("\\n".join(line.split()[3] for line in open("/proc/self/mountinfo")))',
        'print(sorted(os.environ.values()))',
      ].join('\n'),
      stdin: '',
    });
    const [cwd, cgroups, ...rest] = result.stdout.trim().split('\n');
    const environment = rest.pop();
    expect(cwd).toBe('/box');
    // Before the program had its own cgroup namespace this named the host's cgroup (e.g. /process_api/<id>).
    expect(cgroups).toBe("['/']");
    // A bind mount shows its source's path inside its filesystem: only /usr, the devices and the program's own
    // box (a random directory under the judge's temporary folder, as under bwrap) appear.
    for (const root of rest)
      expect(root).toMatch(
        /^(\/|\/usr|\/(null|zero|random|urandom)|\/.*\/learnforge-judge-[^/]+\/box-[^/]+)$/,
      );
    expect(environment).not.toMatch(/work|home|root|learnforge/i);
  });
});
