; Inno Setup 6 script: a per-user (or all-users) installer for the one-folder bundle that
; packaging/engram.spec builds on Windows (dist\engram\engram.exe + engram-cli.exe + _internal\).
; NOT built here (no Windows machine): see packaging/README.md for the steps and what was verified.
;
;   .venv\Scripts\python packaging\build.py bundle        (also renders build\icons\engram.ico)
;   iscc /DAppVersion=0.1.0 packaging\windows\engram.iss  (-> dist\engram-0.1.0-windows-x64-setup.exe)
;
; User data (settings, the encrypted database) lives in the platformdirs folders under
; %LOCALAPPDATA%/%APPDATA%, never under {app}; uninstalling leaves it in place on purpose.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define Root "..\.."

[Setup]
AppId={{6F1B0F4E-5C38-4C7B-9E3B-2B7A1E0C9D51}
AppName=Engram
AppVersion={#AppVersion}
AppPublisher=Engram developers
DefaultDirName={autopf}\Engram
DefaultGroupName=Engram
DisableProgramGroupPage=yes
; Per-user install by default (no UAC prompt); the dialog lets an admin install for everyone.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=engram-{#AppVersion}-windows-x64-setup
SetupIconFile={#Root}\build\icons\engram.ico
UninstallDisplayIcon={app}\engram.exe
; ~1 GB of mostly torch: lzma2/normal keeps the build in minutes; ultra64 saves little more.
Compression=lzma2/normal
SolidCompression=yes
WizardStyle=modern
MinVersion=10.0

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\engram\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Engram"; Filename: "{app}\engram.exe"
Name: "{autodesktop}\Engram"; Filename: "{app}\engram.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\engram.exe"; Description: "{cm:LaunchProgram,Engram}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the app itself may have written next to the program (PyInstaller/torch caches).
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
