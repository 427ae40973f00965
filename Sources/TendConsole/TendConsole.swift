// TendConsole
