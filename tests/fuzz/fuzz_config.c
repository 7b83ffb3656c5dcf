/*
 * libFuzzer target: the daemon config-file parser (daemon_config), fed
 * through a memfd so slurp() reads it as it reads /etc/ras.conf.  After a
 * successful parse, every string the config set is read, as cmd_daemon
 * does when it opens its sinks.
 */
#define RAS_NO_MAIN
#include "../../ras.c"
#include "fuzz.h"
#include <sys/mman.h>

static int memfd = -1;
static char memfd_path[64];

static size_t
touch(const char *s)
{
	return s ? strlen(s) : 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct daemon_cfg *c;
	volatile size_t sum = 0;

	if (size > (1u << 20))
		return 0;
	if (memfd < 0) {
		if ((memfd = memfd_create("fuzz-config", MFD_CLOEXEC)) < 0)
			abort();
		snprintf(memfd_path, sizeof memfd_path, "/proc/self/fd/%d", memfd);
	}
	if (ftruncate(memfd, 0) < 0 || pwrite(memfd, data, size, 0) != (ssize_t)size)
		abort();
	if (!(c = malloc(sizeof *c)))
		return 0;
	daemon_defaults(c);
	if (daemon_config(c, memfd_path, 1) == 0) {
#if !defined(FUZZ_AVOID_KNOWN) && !defined(FUZZ_AVOID_CONFIG_UAF)
		/* finding 1: these point into the text daemon_config freed */
		sum += touch(c->log_path) + touch(c->json_path) + touch(c->metrics_path) +
		    touch(c->state_path) + touch(c->pidfile) + touch(c->syslog_remote) +
		    touch(c->trig.prog) + touch(c->page.path) + touch(c->src.format_path) +
		    touch(c->src.tracefs) + touch(c->src.persist_dir);
#endif
		if (c->fsync > FSYNC_ALWAYS || c->trig.min >= NSEV || c->trig.max > 64 ||
		    c->src.bank > 255 || c->src.cpu >= MAX_CPUS)
			abort();
	}
	(void)sum;
	free(c);
	return 0;
}
