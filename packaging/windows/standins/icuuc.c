/* Stand-in for Windows 10's icuuc.dll (the system ICU), which Wine 8.0 lacks.
 *
 * Qt6Core imports ICU's converters from it (QStringConverter's codecs beyond UTF-8/16/32 and
 * Latin-1). This one has the same names and knows no converter: ucnv_open fails, so Qt
 * keeps to its built-in codecs, which are all the app uses. It is installed in the test
 * prefix's system32 only and must never ship: a real Windows has the real DLL.
 */
#include <stddef.h>
#include <stdint.h>

typedef int UErrorCode;
#define U_FILE_ACCESS_ERROR 4
#define U_UNSUPPORTED_ERROR 16
#define EXPORT __declspec(dllexport)

static void fail(UErrorCode *err, UErrorCode code)
{
    if (err != NULL && *err <= 0)
        *err = code;
}

EXPORT void *ucnv_open(const char *name, UErrorCode *err)
{
    (void)name;
    fail(err, U_FILE_ACCESS_ERROR);
    return NULL;
}

EXPORT void ucnv_close(void *cnv) { (void)cnv; }
EXPORT void ucnv_reset(void *cnv) { (void)cnv; }
EXPORT int8_t ucnv_getMaxCharSize(const void *cnv) { (void)cnv; return 1; }

EXPORT const char *ucnv_getName(const void *cnv, UErrorCode *err)
{
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const void *units,
                                            int32_t length, int32_t code_point, int reason,
                                            UErrorCode *err)
{
    (void)context; (void)args; (void)units; (void)length; (void)code_point; (void)reason;
    (void)err;
}

EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *units,
                                          int32_t length, int reason, UErrorCode *err)
{
    (void)context; (void)args; (void)units; (void)length; (void)reason; (void)err;
}

EXPORT void ucnv_getToUCallBack(const void *cnv, void **action, const void **context)
{
    (void)cnv;
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}

EXPORT void ucnv_getFromUCallBack(const void *cnv, void **action, const void **context)
{
    (void)cnv;
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}

EXPORT void ucnv_setToUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                const void **old_context, UErrorCode *err)
{
    (void)cnv; (void)action; (void)context;
    if (old_action != NULL) *old_action = NULL;
    if (old_context != NULL) *old_context = NULL;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_setFromUCallBack(void *cnv, void *action, const void *context,
                                  void **old_action, const void **old_context, UErrorCode *err)
{
    (void)cnv; (void)action; (void)context;
    if (old_action != NULL) *old_action = NULL;
    if (old_context != NULL) *old_context = NULL;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_cbToUWriteUChars(void *args, const void *source, int32_t length,
                                  int32_t offset_index, UErrorCode *err)
{
    (void)args; (void)source; (void)length; (void)offset_index;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_cbFromUWriteUChars(void *args, const void **source, const void *limit,
                                    int32_t offset_index, UErrorCode *err)
{
    (void)args; (void)source; (void)limit; (void)offset_index;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_toUnicode(void *cnv, void **target, const void *target_limit,
                           const char **source, const char *source_limit, int32_t *offsets,
                           int8_t flush, UErrorCode *err)
{
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_fromUnicode(void *cnv, char **target, const char *target_limit,
                             const void **source, const void *source_limit, int32_t *offsets,
                             int8_t flush, UErrorCode *err)
{
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT int32_t ucnv_toUCountPending(const void *cnv, UErrorCode *err)
{
    (void)cnv; (void)err;
    return 0;
}

EXPORT int32_t ucnv_fromUCountPending(const void *cnv, UErrorCode *err)
{
    (void)cnv; (void)err;
    return 0;
}

EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err)
{
    (void)name; (void)standard;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
