# Shared set-up for Linework's scripts: checks the toolchain and the system libraries, installs
# missing apt packages when run as root, and otherwise prints the exact command to run.
# Source it from a script: `. "$(dirname "$0")/lib-setup.sh"; linework_setup [extra apt packages]`.

# apt package → a file that proves it is installed.
linework_required_packages() {
    cat <<'LIST'
libcairo2-dev /usr/include/cairo/cairo.h
libpng-dev /usr/include/png.h
libjpeg-dev /usr/include/jpeglib.h
libfftw3-dev /usr/include/fftw3.h
pkg-config /usr/bin/pkg-config
LIST
}

linework_setup() {
    local missing=() package probe
    while read -r package probe; do
        [ -e "$probe" ] || missing+=("$package")
    done < <(linework_required_packages)
    for package in "$@"; do
        dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        if [ "$(id -u)" -eq 0 ]; then
            echo "linework setup: installing ${missing[*]}" >&2
            export DEBIAN_FRONTEND=noninteractive
            apt-get update -qq >&2
            apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
        else
            echo "linework setup: missing system packages. Run:" >&2
            echo "    sudo apt-get install -y ${missing[*]}" >&2
            exit 1
        fi
    fi
    if ! command -v swift >/dev/null 2>&1; then
        if [ -x /opt/swift/usr/bin/swift ]; then
            export PATH="/opt/swift/usr/bin:$PATH"
        else
            echo "linework setup: Swift 6.1 or newer is needed (https://www.swift.org/install/linux/)." >&2
            exit 1
        fi
    fi
}
