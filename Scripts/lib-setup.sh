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
librsvg2-dev /usr/include/librsvg-2.0/librsvg/rsvg.h
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

# What lets the optional tests run instead of skipping, for Scripts/run-tests and
# Scripts/run-heavy-tests: headless Chromium renders the HTML reports and, through
# chromium-driver, drives the studio's page; poppler's pdftoppm rasterises PDF output; tesseract
# reads the document pages and their centerlines; ffmpeg (with ffprobe) reads and writes video;
# the BlazePose models and the LiteRT runtime (PyPI wheels, downloaded only when their pinned
# hashes are missing) drive the pose and face tests.
linework_test_setup() {
    local optional=()
    command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || optional+=(chromium)
    command -v chromedriver >/dev/null 2>&1 || optional+=(chromium-driver)
    command -v pdftoppm >/dev/null 2>&1 || optional+=(poppler-utils)
    command -v tesseract >/dev/null 2>&1 || optional+=(tesseract-ocr)
    { command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; } || optional+=(ffmpeg)
    if [ ${#optional[@]} -gt 0 ]; then
        if [ "$(id -u)" -eq 0 ]; then
            { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${optional[@]}"; } >&2 \
                || echo "linework setup: could not install ${optional[*]}; the tests that need them will be skipped" >&2
        else
            echo "linework setup: missing ${optional[*]}; the tests that need them will be skipped (sudo apt-get install -y ${optional[*]})" >&2
        fi
    fi
    Scripts/install-pose-model >/dev/null \
        || echo "linework setup: could not install the pose model; the pose tests will be skipped" >&2
}

# Runs `swift test --skip-build` with the given arguments and fails unless swift-testing's
# summary line says the run passed. (Once, a library call left stderr on /dev/null and a passing
# exit status hid that no result printed, so a missing summary fails the run.)
linework_swift_test() {
    local log status=0
    log=$(mktemp)
    swift test --skip-build "$@" 2>&1 | tee "$log" || status=$?
    if [ "$status" -eq 0 ] && ! grep -Eq 'Test run with [0-9]+ tests? .*passed' "$log"; then
        echo "linework: swift test printed no passing summary line; the results are missing" >&2
        status=1
    fi
    rm -f "$log"
    return "$status"
}
