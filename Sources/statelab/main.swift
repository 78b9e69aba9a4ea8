import Console
ConsoleModule.run()
