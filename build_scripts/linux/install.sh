#!/bin/sh
# Install Pelipöytä for this user, under ~/.local (no administrator rights needed):
#   ~/.local/lib/pelipoyta/                      the program folder
#   ~/.local/bin/pelipoyta                       a link to start it from a terminal
#   ~/.local/share/applications/pelipoyta.desktop  the menu entry (Exec = the full path)
#   ~/.local/share/icons/hicolor/NxN/apps/pelipoyta.png
# Saves and settings live elsewhere (~/.local/share/pelipoyta, ~/.config/pelipoyta) and are kept.
# Usage: ./install.sh            install or update
#        ./install.sh --uninstall  remove the program, link, menu entry and icons
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
lib=$HOME/.local/lib/pelipoyta
bin=$HOME/.local/bin
apps=$data/applications
icons=$data/icons/hicolor

refresh() {
    # Menus notice new entries by themselves; these only make it immediate where they exist.
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$lib"
    rm -f "$bin/pelipoyta" "$apps/pelipoyta.desktop"
    rm -f "$icons"/*/apps/pelipoyta.png
    refresh
    echo "Pelipöytä removed (saves and settings are kept)."
    exit 0
fi

case "$lib" in
    *'"'* | *'`'* | *'$'* | *'\'* | *'|'* | *'&'*)
        echo "cannot write a menu entry for a home folder whose name holds one of \" \` \$ \\ | &: $HOME" >&2
        exit 1 ;;
esac

mkdir -p "$HOME/.local/lib" "$bin" "$apps"
rm -rf "$lib.new"
cp -R "$here/pelipoyta" "$lib.new"
rm -rf "$lib"
mv "$lib.new" "$lib"
ln -sf "$lib/pelipoyta" "$bin/pelipoyta"
for dir in "$here"/icons/hicolor/*/apps; do
    size=$(basename "$(dirname "$dir")")
    mkdir -p "$icons/$size/apps"
    cp "$dir/pelipoyta.png" "$icons/$size/apps/pelipoyta.png"
done
# The menu starts the program by its full path, quoted (desktop entries expand no ~ or $HOME).
sed "s|^Exec=.*|Exec=\"$lib/pelipoyta\"|" "$here/pelipoyta.desktop" > "$apps/pelipoyta.desktop"
chmod 644 "$apps/pelipoyta.desktop"
refresh
echo "Pelipöytä installed: find it in your menu, or run $bin/pelipoyta"
