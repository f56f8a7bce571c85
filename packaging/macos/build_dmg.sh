#!/usr/bin/env bash
# Engram.app and a .dmg from the same packaging/engram.spec. Run on macOS (arm64 or x86_64)
# from the repository root with the project installed in .venv (pip install -e '.[packaging]').
# NOT run here (no macOS machine): see packaging/README.md for what was and was not verified.
#
# llama-cpp-python must be a portable wheel for the target too. On macOS build it with
#   CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_METAL=ON -DLLAVA_BUILD=OFF" \
#     pip install --no-cache-dir --force-reinstall llama-cpp-python==0.3.36
# (Metal shaders are embedded in libggml-metal by default, GGML_METAL_EMBED_LIBRARY=ON).
#
# Optional signing/notarisation: DEVELOPER_ID="Developer ID Application: ..." and
# NOTARY_PROFILE=<name of a `xcrun notarytool store-credentials` profile>.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-.venv/bin/python}
VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)

# 1. Icon: PNGs rendered from resources/icons/logo.svg by build.py, then iconutil -> .icns
"$PY" - <<'PYEOF'
import shutil, sys
from pathlib import Path
sys.path.insert(0, "packaging")
import build
icons = build.render_icons(Path("build/icons"))
iconset = icons / "engram.iconset"
shutil.rmtree(iconset, ignore_errors=True)
iconset.mkdir()
for size in (16, 32, 128, 256, 512):
    shutil.copy(icons / f"engram-{size}.png", iconset / f"icon_{size}x{size}.png")
    if size * 2 in build.ICON_SIZES:
        shutil.copy(icons / f"engram-{size * 2}.png", iconset / f"icon_{size}x{size}@2x.png")
PYEOF
iconutil -c icns build/icons/engram.iconset -o build/icons/engram.icns

# 2. The app bundle (the spec adds BUNDLE() on darwin: dist/Engram.app)
"$PY" -m PyInstaller --noconfirm --distpath dist --workpath build/pyinstaller packaging/engram.spec

# 3. Quick check of the frozen app before shipping it
QT_QPA_PLATFORM=offscreen dist/Engram.app/Contents/MacOS/engram doctor
QT_QPA_PLATFORM=offscreen dist/Engram.app/Contents/MacOS/engram --self-test build/macos-self-test.png

# 4. Sign (hardened runtime) when a Developer ID is configured
if [[ -n "${DEVELOPER_ID:-}" ]]; then
  codesign --deep --force --options runtime --timestamp --sign "$DEVELOPER_ID" dist/Engram.app
  codesign --verify --deep --strict dist/Engram.app
fi

# 5. The .dmg: the app next to an /Applications link, compressed (UDZO)
STAGE=build/dmg-stage
rm -rf "$STAGE" && mkdir -p "$STAGE"
cp -R dist/Engram.app "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="dist/engram-${VERSION}-macos-${ARCH}.dmg"
hdiutil create -volname "Engram ${VERSION}" -srcfolder "$STAGE" -ov -format UDZO "$DMG"

if [[ -n "${DEVELOPER_ID:-}" && -n "${NOTARY_PROFILE:-}" ]]; then
  codesign --force --sign "$DEVELOPER_ID" "$DMG"
  xcrun notarytool submit "$DMG" --keychain-profile "$NOTARY_PROFILE" --wait
  xcrun stapler staple "$DMG"
fi
echo "$DMG"
