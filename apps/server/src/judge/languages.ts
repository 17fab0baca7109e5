import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import type { JudgeLanguage } from './types';

/** How one language is compiled and run inside the sandbox, whose working directory is `/box`. */
export interface LanguageSpec {
  sourceFile: string;
  /** Compile (or syntax-check) step, run once per submission with `/box` writable. */
  compile: string[] | null;
  /** Run step, once per test with `/box` read-only. */
  run: (memoryMb: number) => string[];
  /** CPU limit = base × multiplier + startup allowance (the interpreters and the JVM start slowly). */
  timeMultiplier: number;
  startupMs: number;
  /** Address-space limit for a memory limit in MiB; Node and the JVM reserve far more than they touch. */
  addressSpaceMb: (memoryMb: number) => number;
  /** Resident memory the runtime itself needs beyond the learner's limit (heap flags bound the rest). */
  rssAllowanceMb: number;
  /** Threads the runtime itself starts, added to the learner's process limit. */
  runtimeThreads: number;
  /** Host paths bound read-only at the same place, besides /usr. */
  readOnlyPaths: string[];
  /** Messages that mean the program ran out of memory rather than crashed. */
  outOfMemory: RegExp;
}

function javaHome(): string {
  try {
    return dirname(dirname(realpathSync('/usr/bin/java')));
  } catch {
    return '/usr/lib/jvm/default-java';
  }
}

function javacPath(): string {
  try {
    return realpathSync('/usr/bin/javac');
  } catch {
    return '/usr/bin/javac';
  }
}

export function languageSpecs(): Record<JudgeLanguage, LanguageSpec> {
  // The alternatives symlinks under /etc are not bound into the sandbox, so call the JDK by its real path.
  const java = `${javaHome()}/bin/java`;
  const jvmFlags = [
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-XX:-UsePerfData',
    '-XX:ReservedCodeCacheSize=32m',
    '-XX:MaxMetaspaceSize=128m',
    '-XX:CompressedClassSpaceSize=64m',
  ];
  return {
    cpp: {
      sourceFile: 'main.cpp',
      compile: ['/usr/bin/g++', '-O2', '-std=c++17', '-pipe', '-o', 'main', 'main.cpp'],
      run: () => ['./main'],
      timeMultiplier: 1,
      startupMs: 0,
      addressSpaceMb: (memoryMb) => memoryMb + 32,
      runtimeThreads: 0,
      readOnlyPaths: [],
      rssAllowanceMb: 0,
      outOfMemory: /std::bad_alloc/,
    },
    python: {
      sourceFile: 'main.py',
      // A syntax error becomes a compile error with Python's own message.
      compile: [
        '/usr/bin/python3',
        '-I',
        '-S',
        '-B',
        '-c',
        "compile(open('main.py','rb').read(),'main.py','exec')",
      ],
      run: () => ['/usr/bin/python3', '-I', '-S', '-B', 'main.py'],
      timeMultiplier: 3,
      startupMs: 100,
      addressSpaceMb: (memoryMb) => memoryMb + 64,
      runtimeThreads: 0,
      readOnlyPaths: [],
      rssAllowanceMb: 0,
      outOfMemory: /MemoryError/,
    },
    javascript: {
      sourceFile: 'main.js',
      compile: ['/usr/bin/node', '--check', 'main.js'],
      run: (memoryMb) => [
        '/usr/bin/node',
        `--max-old-space-size=${memoryMb}`,
        '--stack-size=8192',
        'main.js',
      ],
      timeMultiplier: 1.5,
      startupMs: 200,
      addressSpaceMb: (memoryMb) => memoryMb + 1536,
      runtimeThreads: 16,
      readOnlyPaths: [],
      rssAllowanceMb: 96,
      outOfMemory: /heap out of memory|Array buffer allocation failed|Allocation failed/,
    },
    java: {
      sourceFile: 'Main.java',
      compile: [
        javacPath(),
        '-J-Xmx384m',
        ...jvmFlags.map((flag) => `-J${flag}`),
        '-encoding',
        'UTF-8',
        '-d',
        '.',
        'Main.java',
      ],
      run: (memoryMb) => [java, `-Xmx${memoryMb}m`, '-Xss64m', ...jvmFlags, '-cp', '.', 'Main'],
      timeMultiplier: 2,
      startupMs: 600,
      addressSpaceMb: (memoryMb) => memoryMb + 2560,
      runtimeThreads: 64,
      readOnlyPaths: [`/etc/java-${javaMajor(java)}-openjdk`],
      rssAllowanceMb: 192,
      outOfMemory: /OutOfMemoryError/,
    },
  };
}

function javaMajor(javaPath: string): string {
  return /java-(\d+)-openjdk/.exec(javaPath)?.[1] ?? '17';
}
