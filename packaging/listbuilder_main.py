"""Entry point of the bundle: the same ``main`` as the installed ``listbuilder`` command."""

from listbuilder.cli.main import main

if __name__ == "__main__":
    raise SystemExit(main())
