"""The print dialog, its preview and the pages it draws from the printout's PDF."""
