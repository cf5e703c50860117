// `sightline <command>`: reads the command line, then imports the commands (and with them the
// server) only for a command that needs them: `help` and a mistyped command answer at once.
import { ConfigError } from './config.ts';
import { COMMANDS, USAGE, UsageError, parseCommandLine } from './cli-usage.ts';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const commandLine = parseCommandLine(rest);
  if (!command || commandLine.values.help || command === 'help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (!(COMMANDS as readonly string[]).includes(command))
    throw new UsageError(`Unknown command "${command}"\n\n${USAGE}`);
  const { runCommand } = await import('./cli-commands.ts');
  return runCommand(command, commandLine);
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (e: unknown) => {
    if (e instanceof UsageError || e instanceof ConfigError)
      console.error(`sightline: ${(e as Error).message}`);
    else console.error(e);
    process.exit(1);
  },
);
