import NibCommands

NibCommand.runAndExit()
