from listbuilder.cli.main import main

raise SystemExit(main())
