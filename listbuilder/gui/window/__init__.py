"""The main window: the app's start, the window and its menus, files, sharing, game mode and
settings."""
