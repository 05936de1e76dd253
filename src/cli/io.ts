/**
 * What a command reads and writes: the process's own environment and streams when run
 * from bin/caretaker.js, or a caller's (tests run commands in-process this way).
 */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Bytes as they are (a DATEV file is Windows-1252); without it, `stdout` gets them as Latin-1 text. */
  stdoutBytes?: (bytes: Uint8Array) => void;
}

export function processIo(): CliIo {
  return {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdoutBytes: (bytes) => process.stdout.write(bytes),
  };
}
