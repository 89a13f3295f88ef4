"""The stand-alone dialogs and tool windows: new roster, import, compare, report, odds,
collection, send to phone, help and the event desk."""
