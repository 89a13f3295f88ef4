; The Windows installer of the one-folder bundle, built on Linux by Debian's makensis
; (packaging/build.py --windows --archive runs it):
;
;   makensis -DVERSION=0.1.0 -DBUNDLE=dist/listbuilder -DOUTFILE=dist/listbuilder-0.1.0-windows-x86_64-setup.exe installer.nsi
;
; For the current user, without admin rights, by default (%LOCALAPPDATA%\Programs\Listbuilder,
; HKCU); for all users with /ALLUSERS from an elevated prompt (Program Files, HKLM).
; "setup.exe /S /D=C:\some\folder" installs silently there; "Uninstall.exe /S" in that folder
; removes it. The uninstaller removes the program files it installed and its registry keys,
; never the player's rosters (wherever they are, the program folder included), settings,
; cache or autosaves (%LOCALAPPDATA%\listbuilder). Installing over a previous version
; replaces it in its folder. ".yaml", ".ros" and ".rosz" get an "Open with" entry; the
; default program of each type is left as it is.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
SetCompressorDictSize 64
ManifestDPIAware true
RequestExecutionLevel user

!ifndef VERSION
  !error "makensis -DVERSION=x.y.z"
!endif
!ifndef BUNDLE
  !error "makensis -DBUNDLE=path/to/listbuilder (the bundle's folder)"
!endif
!ifndef OUTFILE
  !define OUTFILE "listbuilder-${VERSION}-windows-x86_64-setup.exe"
!endif

!define APP "Listbuilder"
!define EXE "listbuilder.exe"
!define PUBLISHER "NetEpic listbuilder"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Listbuilder"
!define PROGID "Listbuilder.Roster"
!define APPLICATION_KEY "Software\Classes\Applications\${EXE}"

!include "MUI2.nsh"
!include "LogicLib.nsh"
!include "FileFunc.nsh"
!include "x64.nsh"

Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
; Empty: .onInit chooses it, unless /D= gave one (which NSIS sets before .onInit).
InstallDir ""
BrandingText "${APP} ${VERSION}"

; VIProductVersion wants four numbers.
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP} installer"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "${PUBLISHER}"

!ifndef ICON
  !define ICON "../../resources/icons/app/listbuilder.ico"
!endif
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${MUI_ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_NOTCHECKED

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

LangString NeedsAdmin ${LANG_ENGLISH} "Installing for all users needs administrator rights: run the installer as administrator, or without /ALLUSERS to install for yourself."
LangString NeedsAdmin ${LANG_FRENCH} "L'installation pour tous les utilisateurs demande les droits d'administrateur : lancez l'installateur en tant qu'administrateur, ou sans /ALLUSERS pour l'installer pour vous seul."
LangString Needs64 ${LANG_ENGLISH} "${APP} needs 64-bit Windows 10 or newer."
LangString Needs64 ${LANG_FRENCH} "${APP} demande Windows 10 ou plus récent, en 64 bits."
LangString RosterType ${LANG_ENGLISH} "NetEpic roster"
LangString RosterType ${LANG_FRENCH} "Liste d'armée NetEpic"

Var AllUsers

!macro OpenWith TYPE
  WriteRegStr SHCTX "Software\Classes\${TYPE}\OpenWithProgids" "${PROGID}" ""
  WriteRegStr SHCTX "${APPLICATION_KEY}\SupportedTypes" "${TYPE}" ""
!macroend

!macro ForgetOpenWith TYPE
  DeleteRegValue SHCTX "Software\Classes\${TYPE}\OpenWithProgids" "${PROGID}"
  ; The type's keys go only if nothing else is left in them (another program's entries stay).
  DeleteRegKey /ifempty SHCTX "Software\Classes\${TYPE}\OpenWithProgids"
  DeleteRegKey /ifempty SHCTX "Software\Classes\${TYPE}"
!macroend

!macro ChooseContext UN
Function ${UN}ChooseContext
  ; SHCTX, $SMPROGRAMS and $PROGRAMFILES follow the mode: HKLM and the common folders for
  ; all users, HKCU and the user's own folders otherwise.
  ${If} $AllUsers == 1
    SetShellVarContext all
  ${Else}
    SetShellVarContext current
  ${EndIf}
FunctionEnd
!macroend
!insertmacro ChooseContext ""
!insertmacro ChooseContext "un."

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "$(Needs64)" /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
  StrCpy $AllUsers 0
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/ALLUSERS" $1
  ${IfNot} ${Errors}
    UserInfo::GetAccountType
    Pop $1
    ${If} $1 != "Admin"
      MessageBox MB_OK|MB_ICONSTOP "$(NeedsAdmin)" /SD IDOK
      SetErrorLevel 740 ; ERROR_ELEVATION_REQUIRED
      Quit
    ${EndIf}
    StrCpy $AllUsers 1
  ${EndIf}
  Call ChooseContext
  ${If} $INSTDIR == ""
    ; An upgrade goes where the previous version is.
    ReadRegStr $INSTDIR SHCTX "${UNINSTALL_KEY}" "InstallLocation"
  ${EndIf}
  ${If} $INSTDIR == ""
    ${If} $AllUsers == 1
      StrCpy $INSTDIR "$PROGRAMFILES64\${APP}"
    ${Else}
      StrCpy $INSTDIR "$LOCALAPPDATA\Programs\${APP}"
    ${EndIf}
  ${EndIf}
FunctionEnd

Section "Listbuilder" Program
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; An upgrade: the previous version's libraries go first, so none of them stays beside the
  ; new ones. Only what the installer put there is removed; anything else in the folder stays.
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUNDLE}/*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; "Apps and features": name, version, icon, size, and how to remove it.
  ${If} $AllUsers == 1
    StrCpy $0 '"$INSTDIR\Uninstall.exe" /ALLUSERS'
  ${Else}
    StrCpy $0 '"$INSTDIR\Uninstall.exe"'
  ${EndIf}
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" "$0"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" "$0 /S"
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $1 $2 $3
  IntFmt $1 "0x%08X" $1
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "EstimatedSize" "$1"

  ; "Open with": a ProgID listed in each type's OpenWithProgids, and the application's
  ; SupportedTypes. The types' own default value (their default program) is never written.
  WriteRegStr SHCTX "Software\Classes\${PROGID}" "" "$(RosterType)"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr SHCTX "${APPLICATION_KEY}" "FriendlyAppName" "${APP}"
  WriteRegStr SHCTX "${APPLICATION_KEY}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr SHCTX "${APPLICATION_KEY}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  !insertmacro OpenWith ".yaml"
  !insertmacro OpenWith ".ros"
  !insertmacro OpenWith ".rosz"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)' ; SHCNE_ASSOCCHANGED
SectionEnd

Function un.onInit
  SetRegView 64
  ; All users when asked, or when the machine-wide entry is this folder's.
  StrCpy $AllUsers 0
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/ALLUSERS" $1
  ${IfNot} ${Errors}
    StrCpy $AllUsers 1
  ${EndIf}
  ReadRegStr $1 HKLM "${UNINSTALL_KEY}" "InstallLocation"
  ${If} $1 == $INSTDIR
    StrCpy $AllUsers 1
  ${EndIf}
  Call un.ChooseContext
FunctionEnd

Section "Uninstall"
  ; The files the installer wrote, by name: a roster saved in the program folder stays, and
  ; so does the folder then.
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\listbuilder-cli.exe"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"

  Delete "$SMPROGRAMS\${APP}.lnk"
  DeleteRegKey SHCTX "${UNINSTALL_KEY}"
  DeleteRegKey SHCTX "Software\Classes\${PROGID}"
  DeleteRegKey SHCTX "${APPLICATION_KEY}"
  !insertmacro ForgetOpenWith ".yaml"
  !insertmacro ForgetOpenWith ".ros"
  !insertmacro ForgetOpenWith ".rosz"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
