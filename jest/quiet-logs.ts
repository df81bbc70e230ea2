// The servers a test starts log only what goes wrong, unless LOG_LEVEL asks for more.
process.env.LOG_LEVEL ??= 'warn';
