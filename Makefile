# ras: one static binary, built with musl against ncursesw from Debian's source.
# 'make' builds only: ncurses once into .deps/ (about a minute, from Debian's
# source package, which it fetches with 'apt-get source'), then ras.c (seconds).
# It changes nothing outside the tree; what it needs from the system is
# installed by 'make deps', as root, once: the build packages and, when apt
# has none, a deb-src entry for Debian's sources.  'make test-deps' adds the
# packages the tests use.
#
# Without Debian's apt:
#   make NCURSES_SRC=/path/to/ncurses-6.4.tar.gz   static, ncursesw built from
#                                                   that source tarball
#   make DYNAMIC=1 [CC=gcc]                         dynamic, against the system's
#                                                   ncursesw (pkg-config ncursesw)
# Install: make install / make install-contrib [DESTDIR=... PREFIX=/usr]

PREFIX    ?= /usr
SBINDIR   ?= $(PREFIX)/sbin
MANDIR    ?= $(PREFIX)/share/man
# /etc/ras.conf, /etc/init.d and /etc/logrotate.d are where ras and the
# system look, whatever PREFIX is
SYSCONFDIR ?= /etc
UNITDIR   ?= $(PREFIX)/lib/systemd/system
DESTDIR   ?=
NCURSES_SRC ?=
DYNAMIC   ?=

DEPS      := .deps
ifeq ($(NCURSES_SRC),)
NC_PREFIX := $(CURDIR)/$(DEPS)/ncurses
NC_SRCDIR := $(DEPS)/src
else
# one build per tarball, beside the Debian one: switching back and forth
# rebuilds nothing but ras
NC_TAG    := $(subst .tar,,$(basename $(notdir $(NCURSES_SRC))))
NC_PREFIX := $(CURDIR)/$(DEPS)/ncurses-$(NC_TAG)
NC_SRCDIR := $(DEPS)/src-$(NC_TAG)
endif
NC_LIB    := $(NC_PREFIX)/lib/libncursesw.a
TIC       ?= $(or $(shell command -v tic 2>/dev/null),/usr/bin/tic)
INFOCMP   ?= $(or $(shell command -v infocmp 2>/dev/null),/usr/bin/infocmp)
KINC      := $(DEPS)/kinc
NC_TERMS  := linux,vt100,vt102,vt220,xterm,xterm-256color,xterm-color,screen,screen-256color,tmux,tmux-256color,ansi,dumb,rxvt,rxvt-unicode,putty,st-256color,cons25

BUILD_PKGS := musl-tools gcc make dpkg-dev ncurses-bin ncurses-base ncurses-term linux-libc-dev
DYN_PKGS   := gcc make libncurses-dev pkg-config
TEST_PKGS  := jq tmux mandoc valgrind libncurses-dev clang clang-tidy libclang-rt-14-dev cppcheck initramfs-tools-core \
              qemu-system-x86 busybox-static cpio python3 bc logrotate man-db systemd
# The ecosystem group's receivers.  rsyslog and syslog-ng conflict (each is
# the system-log-daemon) and as packages they would start as the machine's
# syslog: they are fetched and unpacked into $(ECO) instead, run from there
# as test processes; only their libraries are installed.
ECO        := $(DEPS)/eco
ECO_DEBS   := rsyslog syslog-ng-core prometheus-node-exporter prometheus
ECO_PKGS   := libestr0 libfastjson4 liblognorm5 libivykis0 libnet1 libjson-c5 libwrap0 \
              libglib2.0-0 libcap2 libpcre3 libssl3 libsystemd0 libuuid1 libzstd1 zlib1g

MUSL_CC   ?= musl-gcc
WARN      := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
             -Wno-missing-field-initializers
CFLAGS    ?= -O2
# --version: the release and, in a git checkout, the commit it was built
# from (when ras.c or ras.h last changed: a commit alone does not relink)
GIT_DESC  := $(shell git -C '$(CURDIR)' describe --always --dirty 2>/dev/null)
VERSION   := 0.1$(if $(GIT_DESC),+$(GIT_DESC))
RAS_CFLAGS := -std=gnu11 $(WARN) -D_FORTIFY_SOURCE=2 -DRAS_VERSION='"$(VERSION)"' \
              -ffunction-sections -fdata-sections \
              -fno-tree-loop-distribute-patterns \
              -fno-asynchronous-unwind-tables -fno-stack-protector
RAS_LDFLAGS := -static -Wl,--gc-sections

.PHONY: all deps asan clean distclean install install-contrib check bench pkgs have-pkgs test-deps

all: ras

# which build ./ras is: a change (DYNAMIC, NCURSES_SRC, CC, CFLAGS) relinks
# it.  The ncurses build is named by its place in the tree, so that a copy of
# the tree (times kept) is the same build.  Written when make reads this file,
# only if it changed (so 'make -q' still works); not for the goals that build
# nothing in the tree (clean, distclean, deps, test-deps, pkgs).
FLAVOUR := $(if $(DYNAMIC),dynamic $(CC) $(CFLAGS),static $(MUSL_CC) $(CFLAGS) $(NC_PREFIX:$(CURDIR)/%=%))
ifneq ($(filter-out clean distclean deps test-deps pkgs have-pkgs,$(or $(MAKECMDGOALS),all)),)
$(shell mkdir -p $(DEPS) && [ "$$(cat $(DEPS)/flavour 2>/dev/null)" = "$(FLAVOUR)" ] || echo "$(FLAVOUR)" > $(DEPS)/flavour)
endif

ifeq ($(DYNAMIC),)
ras: ras.c ras.h $(NC_LIB) $(KINC)/.stamp $(DEPS)/flavour
	$(MUSL_CC) $(CFLAGS) $(RAS_CFLAGS) -I$(NC_PREFIX)/include -I$(NC_PREFIX)/include/ncursesw \
	  -idirafter $(KINC) -o $@ ras.c $(RAS_LDFLAGS) -L$(NC_PREFIX)/lib -lncursesw
	@strip -o $@.stripped $@ && size=$$(wc -c < $@.stripped) && rm -f $@.stripped && echo "ras: $$size bytes stripped ($$(($$size / 1024)) KiB)"
else
# dynamic build with the system's compiler and ncursesw (any distribution)
NC_CFLAGS ?= $(shell pkg-config --cflags ncursesw 2>/dev/null || echo -I/usr/include/ncursesw)
NC_LIBS   ?= $(shell pkg-config --libs ncursesw 2>/dev/null || echo -lncursesw)
ras: ras.c ras.h $(DEPS)/flavour
	@printf '#include <curses.h>\n' | $(CC) $(NC_CFLAGS) -E -x c - >/dev/null 2>&1 || \
	  { echo "make: no curses.h for $(CC) $(NC_CFLAGS): 'make deps DYNAMIC=1' as root installs $(DYN_PKGS)" >&2; exit 1; }
	$(CC) $(CFLAGS) -std=gnu11 $(WARN) -D_FORTIFY_SOURCE=2 -DRAS_VERSION='"$(VERSION)"' $(NC_CFLAGS) -o $@ ras.c $(LDFLAGS) $(NC_LIBS)
	@echo "ras: dynamic, $$(wc -c < $@) bytes"
endif

# glibc build with AddressSanitizer and UBSan, for the tests
asan: ras-asan
ras-asan: ras.c ras.h
	@command -v gcc >/dev/null && test -e /usr/include/ncursesw/curses.h || \
	  { echo "make: the asan build needs gcc and libncurses-dev: 'make test-deps' as root installs them" >&2; exit 1; }
	gcc -std=gnu11 $(WARN) -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	  -fno-sanitize-recover=undefined -I/usr/include/ncursesw -o $@ ras.c -lncursesw

# What the build needs from the system, installed (as root; once, on a fresh
# machine, and in CI): the build packages, and for Debian's ncurses source a
# deb-src entry when apt has none (/etc/apt/sources.list.d/ras-deb-src.sources:
# deb.debian.org, the running release and its -updates, main; then apt-get
# update).  With test-deps and pkgs, the only targets that change the system.
deps:
	@$(MAKE) --no-print-directory pkgs PKGS="$(if $(DYNAMIC),$(DYN_PKGS),$(BUILD_PKGS))"
ifeq ($(NCURSES_SRC)$(DYNAMIC),)
	@if command -v apt-get >/dev/null && [ -z "$$(apt-get source --print-uris ncurses 2>/dev/null | grep -m1 orig)" ]; then \
	  if [ "$$(id -u)" != 0 ]; then echo "make: need root to add a deb-src entry for Debian's sources" >&2; exit 1; fi; \
	  echo "adding a deb-src entry for Debian's sources"; \
	  . /etc/os-release; \
	  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
	    "$$VERSION_CODENAME" "$$VERSION_CODENAME" > /etc/apt/sources.list.d/ras-deb-src.sources; \
	  apt-get update >/dev/null; \
	fi
endif

# Install Debian packages that are missing (as root; make deps, make test-deps).
# Without dpkg and apt-get (another distribution) it only says what it needs.
pkgs:
	@if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then \
	  echo "make: no dpkg/apt-get: not installing packages; Debian names of what is needed: $(PKGS)" >&2; exit 0; fi; \
	missing=$$(for p in $(PKGS); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing:" $$missing; \
	  if [ "$$(id -u)" != 0 ]; then echo "make: need root to apt-get install $$missing" >&2; exit 1; fi; \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing >/dev/null || \
	  { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing >/dev/null; }; \
	fi

# the build's packages must be there (the build installs nothing): the ones
# missing are named, with the command that installs them.  Without dpkg
# (another distribution) it cannot tell and lets the build go on.
have-pkgs:
	@command -v dpkg-query >/dev/null || exit 0; \
	missing=$$(for p in $(PKGS); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	[ -z "$$missing" ] || { echo "make: missing packages:" $$missing"; 'make deps' as root installs them" >&2; exit 1; }

test-deps: deps
	@$(MAKE) --no-print-directory pkgs PKGS="$(BUILD_PKGS) $(TEST_PKGS) $(ECO_PKGS)"
	@$(MAKE) --no-print-directory $(ECO)/.stamp

# apt-get download (no change to the system) and dpkg -x
$(ECO)/.stamp:
	@command -v apt-get >/dev/null || { echo "make: no apt-get: the ecosystem group needs $(ECO_DEBS) unpacked in $(ECO)/root" >&2; exit 1; }
	rm -rf $(ECO) && mkdir -p $(ECO)/debs $(ECO)/root
	cd $(ECO)/debs && { apt-get download -q -o APT::Sandbox::User=root $(ECO_DEBS) >../apt.log 2>&1 || \
	  { apt-get update >/dev/null 2>&1 && apt-get download -q -o APT::Sandbox::User=root $(ECO_DEBS) >../apt.log 2>&1; } || \
	  { cat ../apt.log >&2; exit 1; }; }
	for d in $(ECO)/debs/*.deb; do dpkg -x "$$d" $(ECO)/root || exit 1; done
	touch $@

# musl-gcc does not search /usr/include; give it the kernel UAPI headers only.
$(KINC)/.stamp:
	@$(MAKE) --no-print-directory have-pkgs PKGS="$(BUILD_PKGS)"
	mkdir -p $(KINC)
	ln -sfn /usr/include/linux $(KINC)/linux
	ln -sfn /usr/include/asm-generic $(KINC)/asm-generic
	ma=$$(gcc -print-multiarch 2>/dev/null); ln -sfn /usr/include/$${ma:+$$ma/}asm $(KINC)/asm
	touch $@

# ncursesw from Debian's source package (or NCURSES_SRC), static, no terminfo
# database: rescue systems have none, so the common terminals are compiled in.
# Debian's source: 'apt-get source ncurses' into .deps/src (a download, no
# change to the system), which needs a deb-src entry: 'make deps' adds one.
$(NC_LIB):
	@$(MAKE) --no-print-directory have-pkgs PKGS="$(BUILD_PKGS)"
ifeq ($(NCURSES_SRC),)
	@command -v apt-get >/dev/null && [ -n "$$(apt-get source --print-uris ncurses 2>/dev/null | grep -m1 orig)" ] || \
	  { echo "make: apt has no source package of ncurses (no deb-src entry): 'make deps' as root adds one;" \
	    "or make NCURSES_SRC=/path/to/ncurses-6.4.tar.gz" >&2; exit 1; }
	rm -rf $(NC_SRCDIR) && mkdir -p $(NC_SRCDIR)
	cd $(NC_SRCDIR) && apt-get source ncurses >src.log 2>&1 || { cat $(NC_SRCDIR)/src.log; exit 1; }
else
	@test -r "$(NCURSES_SRC)" || { echo "make: NCURSES_SRC=$(NCURSES_SRC): no such file" >&2; exit 1; }
	rm -rf $(NC_SRCDIR) && mkdir -p $(NC_SRCDIR)/ncurses-src
	tar -xf "$(NCURSES_SRC)" -C $(NC_SRCDIR)/ncurses-src --strip-components=1
endif
	cd $(NC_SRCDIR)/ncurses-*/ && CC=$(MUSL_CC) CFLAGS="-Os -ffunction-sections -fdata-sections" \
	  ./configure --prefix=$(NC_PREFIX) --without-cxx --without-cxx-binding --without-ada \
	  --without-progs --without-tests --without-manpages --without-shared --without-debug \
	  --without-gpm --disable-database --disable-db-install --disable-home-terminfo \
	  --enable-widec --disable-pc-files --enable-ext-colors \
	  --with-fallbacks=$(NC_TERMS) --with-tic-path=$(TIC) --with-infocmp-path=$(INFOCMP) \
	  >configure.log 2>&1 || { tail -30 configure.log; exit 1; }
	$(MAKE) -C $$(ls -d $(NC_SRCDIR)/ncurses-*/) -j$$(nproc) libs >$(NC_SRCDIR)/build.log 2>&1 || { tail -30 $(NC_SRCDIR)/build.log; exit 1; }
	$(MAKE) -C $$(ls -d $(NC_SRCDIR)/ncurses-*/) install.libs >$(NC_SRCDIR)/install.log 2>&1 || { tail -30 $(NC_SRCDIR)/install.log; exit 1; }
	test -f $@

check: ras
	./tests.sh

bench: ras
	./tests.sh bench

# ras and the rasd link in SBINDIR; rasd.8, and ras.8 for 'man ras': a copy
# titled RAS(8), not a .so page, which 'man -l' and mandoc resolve only
# from the top of the man tree
install: ras
	install -D -m 0755 -s ras $(DESTDIR)$(SBINDIR)/ras
	ln -sf ras $(DESTDIR)$(SBINDIR)/rasd
	install -D -m 0644 rasd.8 $(DESTDIR)$(MANDIR)/man8/rasd.8
	sed 's/^\.Dt RASD 8$$/.Dt RAS 8/' rasd.8 > $(DESTDIR)$(MANDIR)/man8/ras.8
	chmod 0644 $(DESTDIR)$(MANDIR)/man8/ras.8

# the systemd unit, the init script, logrotate's snippet and the example
# configuration (never over /etc/ras.conf); the unit and the init script
# start $(SBINDIR)/rasd
install-contrib:
	install -d $(DESTDIR)$(UNITDIR) $(DESTDIR)$(SYSCONFDIR)/init.d
	sed 's|/usr/sbin/rasd|$(SBINDIR)/rasd|g' contrib/rasd.service > $(DESTDIR)$(UNITDIR)/rasd.service
	chmod 0644 $(DESTDIR)$(UNITDIR)/rasd.service
	sed 's|^DAEMON=/usr/sbin/rasd$$|DAEMON=$(SBINDIR)/rasd|' contrib/rasd.init > $(DESTDIR)$(SYSCONFDIR)/init.d/rasd
	chmod 0755 $(DESTDIR)$(SYSCONFDIR)/init.d/rasd
	install -D -m 0644 contrib/ras.logrotate $(DESTDIR)$(SYSCONFDIR)/logrotate.d/ras
	install -D -m 0644 contrib/ras.conf.example $(DESTDIR)$(SYSCONFDIR)/ras.conf.example

clean:
	rm -f ras ras-asan
	rm -rf tests/out

distclean: clean
	rm -rf $(DEPS) .cache
