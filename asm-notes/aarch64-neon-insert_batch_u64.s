000000000007dd6c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x510
lsr	x8, x2, #58
mov	x23, x5
mov	x19, x4
mov	x20, x3
mov	x21, x2
mov	x22, x1
str	xzr, [sp]
cbnz	x8, 7e888 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb1c>
lsl	x24, x21, #6
movi	v0.2d, #0x0
tbz	w0, #0, 7e894 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb28>
mov	x0, sp
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #640]
mov	x25, sp
stp	q0, q0, [sp, #672]
stp	q0, q0, [sp, #704]
stp	q0, q0, [sp, #736]
stp	q0, q0, [sp, #768]
stp	q0, q0, [sp, #800]
stp	q0, q0, [sp, #832]
stp	q0, q0, [sp, #864]
bl	97f0 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #896]
stp	q0, q0, [sp, #928]
stp	q0, q0, [sp, #960]
stp	q0, q0, [sp, #992]
str	q0, [sp, #1024]
str	q0, [sp, #1040]
str	q0, [sp, #1056]
str	q0, [sp, #1072]
str	q0, [sp, #1088]
str	q0, [sp, #1104]
str	q0, [sp, #1120]
str	q0, [sp, #1136]
str	q0, [sp, #1152]
str	q0, [sp, #1168]
str	q0, [sp, #1184]
str	q0, [sp, #1200]
str	q0, [sp, #1216]
str	q0, [sp, #1232]
str	q0, [sp, #1248]
str	q0, [sp, #1264]
cbz	x2, 7f3a4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1638>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 7dff8 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x28c>
ldr	x13, [x23, #16]
mov	x15, sp
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x11
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #15
ror	x4, x18, #15
ror	x6, x1, #15
ror	x7, x3, #15
eor	x0, x0, x17, ror #40
eor	x4, x4, x18, ror #40
eor	x6, x6, x1, ror #40
eor	x7, x7, x3, ror #40
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x26, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #15
ror	x7, x0, #15
mul	x3, x3, x10
eor	x4, x4, x5, ror #40
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #40
eor	x7, x13, x26, ror #32
ror	x26, x6, #15
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #15
eor	x26, x26, x6, ror #40
mul	x0, x0, x10
eor	x5, x5, x7, ror #40
eor	x6, x26, x6
lsr	x26, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x26, x26, #0x8
mul	x5, x5, x10
eor	x18, x26, x18
lsr	x26, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x26, #0x8
mul	x18, x18, x10
lsr	x26, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x26, x26, #0x8
eor	x6, x26, x6
lsr	x26, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x26, x26, #0x8
eor	x4, x26, x4
lsr	x26, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x26, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	7de88 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x11c>  // b.any
cmp	x12, x8
b.eq	7e0f8 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x38c>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x23, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	7e0b4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x348>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x11, #6, #58
mov	x17, sp
add	x14, x12, x14
add	x12, x12, x15
sub	x12, x12, x16
add	x16, x9, x18
add	x17, x17, x18
ldp	x18, x0, [x16, #-8]
adds	x12, x12, #0x2
add	x16, x16, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #40
ror	x3, x0, #40
eor	x1, x1, x18, ror #15
eor	x3, x3, x0, ror #15
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x10
mul	x0, x0, x10
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x10
eor	x0, x1, x0
mul	x0, x0, x10
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	7e048 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2dc>  // b.any
cbz	x15, 7e0f8 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x38c>
mov	x12, sp
mov	x15, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x16, x14, #40
eor	x16, x16, x14, ror #15
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x16, x14, x10
add	x14, x15, #0x1
cmp	x14, x8
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	7e0b8 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x34c>  // b.lo, b.ul, b.last
ldp	x12, x13, [sp]
tst	x8, #0x7
ldp	x14, x15, [sp, #16]
cinc	x11, x11, ne	// ne = any
ldp	x16, x17, [sp, #32]
cmp	x11, #0x1
umulh	x12, x12, x21
ldp	x18, x0, [sp, #48]
umulh	x13, x13, x21
umulh	x14, x14, x21
lsl	x12, x12, #6
umulh	x15, x15, x21
lsl	x13, x13, #6
umulh	x16, x16, x21
lsl	x14, x14, #6
stp	x12, x13, [sp, #256]
umulh	x17, x17, x21
lsl	x12, x15, #6
umulh	x18, x18, x21
lsl	x13, x16, #6
stp	x14, x12, [sp, #272]
umulh	x0, x0, x21
lsl	x12, x17, #6
stp	x13, x12, [sp, #288]
lsl	x13, x18, #6
lsl	x12, x0, #6
stp	x13, x12, [sp, #304]
b.eq	7e2a0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x534>  // b.none
ldp	x12, x13, [sp, #64]
cmp	x11, #0x2
ldp	x14, x15, [sp, #80]
ldp	x16, x17, [sp, #96]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #112]
umulh	x13, x13, x21
umulh	x14, x14, x21
lsl	x12, x12, #6
umulh	x15, x15, x21
lsl	x13, x13, #6
umulh	x16, x16, x21
lsl	x14, x14, #6
stp	x12, x13, [sp, #320]
umulh	x17, x17, x21
lsl	x12, x15, #6
umulh	x18, x18, x21
lsl	x13, x16, #6
stp	x14, x12, [sp, #336]
umulh	x0, x0, x21
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #352]
lsl	x12, x0, #6
stp	x14, x12, [sp, #368]
b.eq	7e2a0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x534>  // b.none
ldp	x12, x13, [sp, #128]
cmp	x11, #0x3
ldp	x14, x15, [sp, #144]
ldp	x16, x17, [sp, #160]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #176]
umulh	x13, x13, x21
umulh	x14, x14, x21
lsl	x12, x12, #6
umulh	x15, x15, x21
lsl	x13, x13, #6
umulh	x16, x16, x21
lsl	x14, x14, #6
stp	x12, x13, [sp, #384]
umulh	x17, x17, x21
lsl	x12, x15, #6
umulh	x18, x18, x21
lsl	x13, x16, #6
stp	x14, x12, [sp, #400]
umulh	x0, x0, x21
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #416]
lsl	x12, x0, #6
stp	x14, x12, [sp, #432]
b.eq	7e2a0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x534>  // b.none
ldp	x12, x13, [sp, #192]
cmp	x11, #0x4
ldp	x14, x15, [sp, #208]
ldp	x16, x17, [sp, #224]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #240]
umulh	x13, x13, x21
umulh	x14, x14, x21
lsl	x12, x12, #6
umulh	x15, x15, x21
lsl	x13, x13, #6
umulh	x16, x16, x21
lsl	x14, x14, #6
stp	x12, x13, [sp, #448]
umulh	x17, x17, x21
lsl	x12, x15, #6
umulh	x18, x18, x21
lsl	x13, x16, #6
stp	x14, x12, [sp, #464]
umulh	x0, x0, x21
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #480]
lsl	x12, x0, #6
stp	x14, x12, [sp, #496]
b.ne	7f3fc <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1690>  // b.any
cmp	x24, #0x40, lsl #12
b.ls	7e2c4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x558>  // b.plast
lsl	x11, x8, #3
add	x12, x25, #0x100
ldr	x13, [x12], #8
subs	x11, x11, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	7e2b0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x544>  // b.any
adrp	x15, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x16, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x17, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
ldr	q0, [x15, #1872]
ldr	q1, [x16, #1888]
adrp	x15, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x16, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
ldr	q3, [x15, #1904]
ldr	q5, [x17, #1936]
ldr	q4, [x16, #1920]
adrp	x15, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x16, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x17, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
mov	w11, #0x79b1                	// #31153
ldr	x12, [x23, #16]
ldr	q6, [x15, #1952]
ldr	q7, [x16, #1968]
ldr	q16, [x17, #1984]
mov	x0, xzr
movk	w11, #0x9e37, lsl #16
movi	v2.4s, #0x1
add	x15, sp, #0x280
mov	x1, sp
mov	w16, #0x20                  	// #32
b	7e33c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x5d0>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	7f3a4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1638>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x0
b.eq	7e7c0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa54>  // b.none
adds	x1, x17, x0
b.cs	7f3c4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1658>  // b.hs, b.nlast
cmp	x1, x2
b.hi	7f3c4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1658>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 7e4f0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x784>
add	x13, x9, #0x20
add	x4, x15, #0x20
mov	x5, x1
add	x3, x13, x0, lsl #3
ldp	x7, x6, [x3, #16]
subs	x5, x5, #0x1
ldp	x26, x25, [x3]
eor	x6, x12, x6, ror #32
eor	x7, x12, x7, ror #32
eor	x25, x12, x25, ror #32
eor	x26, x12, x26, ror #32
ror	x23, x6, #15
ror	x27, x7, #15
ror	x30, x25, #15
ror	x14, x26, #15
eor	x23, x23, x6, ror #40
eor	x27, x27, x7, ror #40
eor	x30, x30, x25, ror #40
eor	x14, x14, x26, ror #40
eor	x6, x23, x6
ldp	x23, x28, [x3, #-16]
eor	x25, x30, x25
ldp	x30, x13, [x3, #-32]
eor	x7, x27, x7
eor	x14, x14, x26
mul	x25, x25, x10
eor	x28, x12, x28, ror #32
eor	x23, x12, x23, ror #32
add	x3, x3, #0x40
eor	x30, x12, x30, ror #32
eor	x13, x12, x13, ror #32
mul	x7, x7, x10
ror	x27, x28, #15
ror	x26, x23, #15
mul	x14, x14, x10
eor	x27, x27, x28, ror #40
eor	x26, x26, x23, ror #40
mul	x6, x6, x10
eor	x27, x27, x28
ror	x28, x30, #15
eor	x23, x26, x23
ror	x26, x13, #15
mul	x23, x23, x10
eor	x28, x28, x30, ror #40
eor	x26, x26, x13, ror #40
mul	x27, x27, x10
eor	x28, x28, x30
lsr	x30, x7, #35
mul	x28, x28, x10
eor	x13, x26, x13
lsr	x26, x14, #35
add	x30, x30, #0x8
mul	x13, x13, x10
eor	x7, x30, x7
lsr	x30, x23, #35
add	x26, x26, #0x8
eor	x14, x26, x14
add	x26, x30, #0x8
mul	x7, x7, x10
lsr	x30, x28, #35
eor	x23, x26, x23
mul	x14, x14, x10
lsr	x26, x13, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x23, x23, x10
add	x26, x26, #0x8
eor	x7, x7, x7, lsr #28
eor	x13, x26, x13
lsr	x26, x25, #35
add	x30, x30, #0x8
mul	x28, x28, x10
eor	x27, x30, x27
lsr	x30, x6, #35
add	x26, x26, #0x8
mul	x13, x13, x10
eor	x25, x26, x25
add	x26, x30, #0x8
eor	x6, x26, x6
eor	x23, x23, x23, lsr #28
mul	x25, x25, x10
eor	x28, x28, x28, lsr #28
mul	x27, x27, x10
eor	x13, x13, x13, lsr #28
mul	x6, x6, x10
stp	x28, x13, [x4, #-32]
eor	x13, x14, x14, lsr #28
eor	x14, x25, x25, lsr #28
eor	x26, x27, x27, lsr #28
stp	x13, x14, [x4]
eor	x13, x6, x6, lsr #28
stp	x23, x26, [x4, #-16]
stp	x7, x13, [x4, #16]
add	x4, x4, #0x40
b.ne	7e380 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x614>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	7e5f4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x888>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	7e5b0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x844>  // b.lo, b.ul, b.last
lsl	x23, x1, #6
and	x4, x6, #0x1
add	x13, x9, #0x8
sub	x3, x7, x4
add	x7, x23, x0, lsl #3
add	x3, x5, x3
add	x5, x5, x4
add	x23, x15, x23
sub	x5, x5, x6
add	x6, x13, x7
add	x7, x23, #0x8
ldp	x23, x25, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x23, x12, x23, ror #32
eor	x25, x12, x25, ror #32
ror	x26, x23, #40
ror	x27, x25, #40
eor	x26, x26, x23, ror #15
eor	x27, x27, x25, ror #15
eor	x23, x26, x23
eor	x25, x27, x25
mul	x23, x23, x10
mul	x25, x25, x10
lsr	x26, x23, #35
lsr	x27, x25, #35
add	x26, x26, #0x8
eor	x23, x26, x23
add	x26, x27, #0x8
mul	x23, x23, x10
eor	x25, x26, x25
mul	x25, x25, x10
eor	x23, x23, x23, lsr #28
eor	x25, x25, x25, lsr #28
stp	x23, x25, [x7, #-8]
add	x7, x7, #0x10
b.ne	7e544 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x7d8>  // b.any
cbz	x4, 7e5f4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x888>
add	x4, x9, x0, lsl #3
ldr	x14, [x4, x3, lsl #3]
mov	x13, x3
eor	x14, x12, x14, ror #32
ror	x3, x14, #40
eor	x3, x3, x14, ror #15
eor	x14, x3, x14
mul	x14, x14, x10
lsr	x3, x14, #35
add	x3, x3, #0x8
eor	x14, x3, x14
add	x3, x13, #0x1
mul	x14, x14, x10
cmp	x3, x17
eor	x14, x14, x14, lsr #28
str	x14, [x15, x13, lsl #3]
b.cc	7e5b4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x848>  // b.lo, b.ul, b.last
ldp	x13, x14, [x15]
tst	x17, #0x7
ldp	x3, x4, [x15, #16]
cinc	x1, x1, ne	// ne = any
ldp	x5, x6, [x15, #32]
cmp	x1, #0x1
umulh	x13, x13, x21
ldp	x7, x23, [x15, #48]
umulh	x14, x14, x21
umulh	x3, x3, x21
lsl	x13, x13, #6
umulh	x4, x4, x21
lsl	x14, x14, #6
umulh	x5, x5, x21
lsl	x3, x3, #6
stp	x13, x14, [x15, #256]
umulh	x6, x6, x21
lsl	x13, x4, #6
umulh	x7, x7, x21
lsl	x14, x5, #6
stp	x3, x13, [x15, #272]
umulh	x23, x23, x21
lsl	x13, x6, #6
stp	x14, x13, [x15, #288]
lsl	x14, x7, #6
lsl	x13, x23, #6
stp	x14, x13, [x15, #304]
b.eq	7e79c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa30>  // b.none
ldp	x13, x14, [x15, #64]
cmp	x1, #0x2
ldp	x3, x4, [x15, #80]
ldp	x5, x6, [x15, #96]
umulh	x13, x13, x21
ldp	x7, x23, [x15, #112]
umulh	x14, x14, x21
umulh	x3, x3, x21
lsl	x13, x13, #6
umulh	x4, x4, x21
lsl	x14, x14, #6
umulh	x5, x5, x21
lsl	x3, x3, #6
stp	x13, x14, [x15, #320]
umulh	x6, x6, x21
lsl	x13, x4, #6
umulh	x7, x7, x21
lsl	x14, x5, #6
stp	x3, x13, [x15, #336]
umulh	x23, x23, x21
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #352]
lsl	x13, x23, #6
stp	x3, x13, [x15, #368]
b.eq	7e79c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa30>  // b.none
ldp	x13, x14, [x15, #128]
cmp	x1, #0x3
ldp	x3, x4, [x15, #144]
ldp	x5, x6, [x15, #160]
umulh	x13, x13, x21
ldp	x7, x23, [x15, #176]
umulh	x14, x14, x21
umulh	x3, x3, x21
lsl	x13, x13, #6
umulh	x4, x4, x21
lsl	x14, x14, #6
umulh	x5, x5, x21
lsl	x3, x3, #6
stp	x13, x14, [x15, #384]
umulh	x6, x6, x21
lsl	x13, x4, #6
umulh	x7, x7, x21
lsl	x14, x5, #6
stp	x3, x13, [x15, #400]
umulh	x23, x23, x21
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #416]
lsl	x13, x23, #6
stp	x3, x13, [x15, #432]
b.eq	7e79c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa30>  // b.none
ldp	x13, x14, [x15, #192]
cmp	x1, #0x4
ldp	x3, x4, [x15, #208]
ldp	x5, x6, [x15, #224]
umulh	x13, x13, x21
ldp	x7, x23, [x15, #240]
umulh	x14, x14, x21
umulh	x3, x3, x21
lsl	x13, x13, #6
umulh	x4, x4, x21
lsl	x14, x14, #6
umulh	x5, x5, x21
lsl	x3, x3, #6
stp	x13, x14, [x15, #448]
umulh	x6, x6, x21
lsl	x13, x4, #6
umulh	x7, x7, x21
lsl	x14, x5, #6
stp	x3, x13, [x15, #464]
umulh	x23, x23, x21
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #480]
lsl	x13, x23, #6
stp	x3, x13, [x15, #496]
b.ne	7f3e4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1678>  // b.any
cmp	x24, #0x40, lsl #12
b.ls	7e7c0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa54>  // b.plast
lsl	x1, x17, #3
add	x3, x15, #0x100
ldr	x13, [x3], #8
subs	x1, x1, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	7e7ac <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa40>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	7e864 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaf8>
add	x8, x20, x8
mul	w13, w4, w11
dup	v17.4s, w4
subs	x3, x3, #0x1
add	x1, x1, #0x8
lsr	w13, w13, #22
mul	v19.4s, v17.4s, v0.4s
mul	v20.4s, v17.4s, v3.4s
mul	v22.4s, v17.4s, v5.4s
mul	v17.4s, v17.4s, v7.4s
ldrh	w13, [x22, w13, uxtw #1]
dup	v18.4s, w13
ushr	v19.4s, v19.4s, #27
ushr	v20.4s, v20.4s, #27
ushr	v22.4s, v22.4s, #27
ushr	v17.4s, v17.4s, #27
ushl	v21.4s, v18.4s, v1.4s
ushl	v23.4s, v18.4s, v4.4s
ushl	v24.4s, v18.4s, v6.4s
ushl	v18.4s, v18.4s, v16.4s
and	v21.16b, v21.16b, v2.16b
and	v23.16b, v23.16b, v2.16b
bic	v24.4s, #0xfe
bic	v18.4s, #0xe
ushl	v19.4s, v21.4s, v19.4s
ushl	v20.4s, v23.4s, v20.4s
ushl	v22.4s, v24.4s, v22.4s
ldp	q21, q23, [x8]
ushl	v17.4s, v18.4s, v17.4s
orr	v18.16b, v21.16b, v19.16b
ldp	q19, q21, [x8, #32]
orr	v20.16b, v23.16b, v20.16b
orr	v19.16b, v19.16b, v22.16b
orr	v17.16b, v21.16b, v17.16b
stp	q18, q20, [x8]
stp	q19, q17, [x8, #32]
b.eq	7e328 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x5bc>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x21
b.eq	7e7d0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa64>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	7f3d0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1664>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	7e7d4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa68>
mov	x24, #0xffffffffffffffff    	// #-1
movi	v0.2d, #0x0
tbnz	w0, #0, 7ddb8 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x4c>
mov	x0, sp
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #640]
mov	x25, sp
stp	q0, q0, [sp, #672]
stp	q0, q0, [sp, #704]
stp	q0, q0, [sp, #736]
stp	q0, q0, [sp, #768]
stp	q0, q0, [sp, #800]
stp	q0, q0, [sp, #832]
stp	q0, q0, [sp, #864]
bl	97f0 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #896]
stp	q0, q0, [sp, #928]
stp	q0, q0, [sp, #960]
stp	q0, q0, [sp, #992]
str	q0, [sp, #1024]
str	q0, [sp, #1040]
str	q0, [sp, #1056]
str	q0, [sp, #1072]
str	q0, [sp, #1088]
str	q0, [sp, #1104]
str	q0, [sp, #1120]
str	q0, [sp, #1136]
str	q0, [sp, #1152]
str	q0, [sp, #1168]
str	q0, [sp, #1184]
str	q0, [sp, #1200]
str	q0, [sp, #1216]
str	q0, [sp, #1232]
str	q0, [sp, #1248]
str	q0, [sp, #1264]
cbz	x2, 7f3a4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1638>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 7ead4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xd68>
ldr	x13, [x23, #16]
mov	x15, sp
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x11
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #40
ror	x4, x18, #40
ror	x6, x1, #40
ror	x7, x3, #40
eor	x0, x0, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x6, x6, x1, ror #15
eor	x7, x7, x3, ror #15
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x26, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #40
ror	x7, x0, #40
mul	x3, x3, x10
eor	x4, x4, x5, ror #15
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #15
eor	x7, x13, x26, ror #32
ror	x26, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x26, x26, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x26, x6
lsr	x26, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x26, x26, #0x8
mul	x5, x5, x10
eor	x18, x26, x18
lsr	x26, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x26, #0x8
mul	x18, x18, x10
lsr	x26, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x26, x26, #0x8
eor	x6, x26, x6
lsr	x26, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x26, x26, #0x8
eor	x4, x26, x4
lsr	x26, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x26, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	7e964 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xbf8>  // b.any
cmp	x12, x8
b.eq	7ebd4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe68>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x23, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	7eb90 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe24>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x11, #6, #58
mov	x17, sp
add	x14, x12, x14
add	x12, x12, x15
sub	x12, x12, x16
add	x16, x9, x18
add	x17, x17, x18
ldp	x18, x0, [x16, #-8]
adds	x12, x12, #0x2
add	x16, x16, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #15
ror	x3, x0, #15
eor	x1, x1, x18, ror #40
eor	x3, x3, x0, ror #40
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x10
mul	x0, x0, x10
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x10
eor	x0, x1, x0
mul	x0, x0, x10
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	7eb24 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xdb8>  // b.any
cbz	x15, 7ebd4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe68>
mov	x12, sp
mov	x15, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x16, x14, #15
eor	x16, x16, x14, ror #40
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x16, x14, x10
add	x14, x15, #0x1
cmp	x14, x8
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	7eb94 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe28>  // b.lo, b.ul, b.last
ldp	x12, x13, [sp]
tst	x8, #0x7
ldp	x14, x15, [sp, #16]
cinc	x11, x11, ne	// ne = any
ldp	x16, x17, [sp, #32]
cmp	x11, #0x1
umulh	x12, x12, x21
ldp	x18, x0, [sp, #48]
umulh	x13, x13, x21
umulh	x14, x14, x21
lsl	x12, x12, #6
umulh	x15, x15, x21
lsl	x13, x13, #6
umulh	x16, x16, x21
lsl	x14, x14, #6
stp	x12, x13, [sp, #256]
umulh	x17, x17, x21
lsl	x12, x15, #6
umulh	x18, x18, x21
lsl	x13, x16, #6
stp	x14, x12, [sp, #272]
umulh	x0, x0, x21
lsl	x12, x17, #6
stp	x13, x12, [sp, #288]
lsl	x13, x18, #6
lsl	x12, x0, #6
stp	x13, x12, [sp, #304]
b.eq	7ed7c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1010>  // b.none
ldp	x12, x13, [sp, #64]
cmp	x11, #0x2
ldp	x14, x15, [sp, #80]
ldp	x16, x17, [sp, #96]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #112]
umulh	x13, x13, x21
umulh	x14, x14, x21
lsl	x12, x12, #6
umulh	x15, x15, x21
lsl	x13, x13, #6
umulh	x16, x16, x21
lsl	x14, x14, #6
stp	x12, x13, [sp, #320]
umulh	x17, x17, x21
lsl	x12, x15, #6
umulh	x18, x18, x21
lsl	x13, x16, #6
stp	x14, x12, [sp, #336]
umulh	x0, x0, x21
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #352]
lsl	x12, x0, #6
stp	x14, x12, [sp, #368]
b.eq	7ed7c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1010>  // b.none
ldp	x12, x13, [sp, #128]
cmp	x11, #0x3
ldp	x14, x15, [sp, #144]
ldp	x16, x17, [sp, #160]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #176]
umulh	x13, x13, x21
umulh	x14, x14, x21
lsl	x12, x12, #6
umulh	x15, x15, x21
lsl	x13, x13, #6
umulh	x16, x16, x21
lsl	x14, x14, #6
stp	x12, x13, [sp, #384]
umulh	x17, x17, x21
lsl	x12, x15, #6
umulh	x18, x18, x21
lsl	x13, x16, #6
stp	x14, x12, [sp, #400]
umulh	x0, x0, x21
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #416]
lsl	x12, x0, #6
stp	x14, x12, [sp, #432]
b.eq	7ed7c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1010>  // b.none
ldp	x12, x13, [sp, #192]
cmp	x11, #0x4
ldp	x14, x15, [sp, #208]
ldp	x16, x17, [sp, #224]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #240]
umulh	x13, x13, x21
umulh	x14, x14, x21
lsl	x12, x12, #6
umulh	x15, x15, x21
lsl	x13, x13, #6
umulh	x16, x16, x21
lsl	x14, x14, #6
stp	x12, x13, [sp, #448]
umulh	x17, x17, x21
lsl	x12, x15, #6
umulh	x18, x18, x21
lsl	x13, x16, #6
stp	x14, x12, [sp, #464]
umulh	x0, x0, x21
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #480]
lsl	x12, x0, #6
stp	x14, x12, [sp, #496]
b.ne	7f3fc <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1690>  // b.any
cmp	x24, #0x40, lsl #12
b.ls	7eda0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1034>  // b.plast
lsl	x11, x8, #3
add	x12, x25, #0x100
ldr	x13, [x12], #8
subs	x11, x11, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	7ed8c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1020>  // b.any
adrp	x15, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x16, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x17, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
ldr	d0, [x15, #2128]
ldr	q1, [x16, #1872]
adrp	x15, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x16, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
ldr	d3, [x15, #2136]
ldr	d5, [x17, #2144]
ldr	q4, [x16, #1904]
adrp	x15, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x16, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x17, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
mov	w11, #0x79b1                	// #31153
ldr	x12, [x23, #16]
ldr	q6, [x15, #1936]
ldr	d7, [x16, #2152]
ldr	q16, [x17, #1968]
mov	x0, xzr
movk	w11, #0x9e37, lsl #16
movi	v2.4s, #0x1
add	x15, sp, #0x280
mov	x1, sp
mov	w16, #0x20                  	// #32
b	7ee18 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x10ac>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	7f3a4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1638>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x0
b.eq	7f29c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1530>  // b.none
adds	x1, x17, x0
b.cs	7f3c4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1658>  // b.hs, b.nlast
cmp	x1, x2
b.hi	7f3c4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1658>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 7efcc <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1260>
add	x13, x9, #0x20
add	x4, x15, #0x20
mov	x5, x1
add	x3, x13, x0, lsl #3
ldp	x7, x6, [x3, #16]
subs	x5, x5, #0x1
ldp	x26, x25, [x3]
eor	x6, x12, x6, ror #32
eor	x7, x12, x7, ror #32
eor	x25, x12, x25, ror #32
eor	x26, x12, x26, ror #32
ror	x23, x6, #40
ror	x27, x7, #40
ror	x30, x25, #40
ror	x14, x26, #40
eor	x23, x23, x6, ror #15
eor	x27, x27, x7, ror #15
eor	x30, x30, x25, ror #15
eor	x14, x14, x26, ror #15
eor	x6, x23, x6
ldp	x23, x28, [x3, #-16]
eor	x25, x30, x25
ldp	x30, x13, [x3, #-32]
eor	x7, x27, x7
eor	x14, x14, x26
mul	x25, x25, x10
eor	x28, x12, x28, ror #32
eor	x23, x12, x23, ror #32
add	x3, x3, #0x40
eor	x30, x12, x30, ror #32
eor	x13, x12, x13, ror #32
mul	x7, x7, x10
ror	x27, x28, #40
ror	x26, x23, #40
mul	x14, x14, x10
eor	x27, x27, x28, ror #15
eor	x26, x26, x23, ror #15
mul	x6, x6, x10
eor	x27, x27, x28
ror	x28, x30, #40
eor	x23, x26, x23
ror	x26, x13, #40
mul	x23, x23, x10
eor	x28, x28, x30, ror #15
eor	x26, x26, x13, ror #15
mul	x27, x27, x10
eor	x28, x28, x30
lsr	x30, x7, #35
mul	x28, x28, x10
eor	x13, x26, x13
lsr	x26, x14, #35
add	x30, x30, #0x8
mul	x13, x13, x10
eor	x7, x30, x7
lsr	x30, x23, #35
add	x26, x26, #0x8
eor	x14, x26, x14
add	x26, x30, #0x8
mul	x7, x7, x10
lsr	x30, x28, #35
eor	x23, x26, x23
mul	x14, x14, x10
lsr	x26, x13, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x23, x23, x10
add	x26, x26, #0x8
eor	x7, x7, x7, lsr #28
eor	x13, x26, x13
lsr	x26, x25, #35
add	x30, x30, #0x8
mul	x28, x28, x10
eor	x27, x30, x27
lsr	x30, x6, #35
add	x26, x26, #0x8
mul	x13, x13, x10
eor	x25, x26, x25
add	x26, x30, #0x8
eor	x6, x26, x6
eor	x23, x23, x23, lsr #28
mul	x25, x25, x10
eor	x28, x28, x28, lsr #28
mul	x27, x27, x10
eor	x13, x13, x13, lsr #28
mul	x6, x6, x10
stp	x28, x13, [x4, #-32]
eor	x13, x14, x14, lsr #28
eor	x14, x25, x25, lsr #28
eor	x26, x27, x27, lsr #28
stp	x13, x14, [x4]
eor	x13, x6, x6, lsr #28
stp	x23, x26, [x4, #-16]
stp	x7, x13, [x4, #16]
add	x4, x4, #0x40
b.ne	7ee5c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x10f0>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	7f0d0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1364>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	7f08c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1320>  // b.lo, b.ul, b.last
lsl	x23, x1, #6
and	x4, x6, #0x1
add	x13, x9, #0x8
sub	x3, x7, x4
add	x7, x23, x0, lsl #3
add	x3, x5, x3
add	x5, x5, x4
add	x23, x15, x23
sub	x5, x5, x6
add	x6, x13, x7
add	x7, x23, #0x8
ldp	x23, x25, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x23, x12, x23, ror #32
eor	x25, x12, x25, ror #32
ror	x26, x23, #15
ror	x27, x25, #15
eor	x26, x26, x23, ror #40
eor	x27, x27, x25, ror #40
eor	x23, x26, x23
eor	x25, x27, x25
mul	x23, x23, x10
mul	x25, x25, x10
lsr	x26, x23, #35
lsr	x27, x25, #35
add	x26, x26, #0x8
eor	x23, x26, x23
add	x26, x27, #0x8
mul	x23, x23, x10
eor	x25, x26, x25
mul	x25, x25, x10
eor	x23, x23, x23, lsr #28
eor	x25, x25, x25, lsr #28
stp	x23, x25, [x7, #-8]
add	x7, x7, #0x10
b.ne	7f020 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x12b4>  // b.any
cbz	x4, 7f0d0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1364>
add	x4, x9, x0, lsl #3
ldr	x14, [x4, x3, lsl #3]
mov	x13, x3
eor	x14, x12, x14, ror #32
ror	x3, x14, #15
eor	x3, x3, x14, ror #40
eor	x14, x3, x14
mul	x14, x14, x10
lsr	x3, x14, #35
add	x3, x3, #0x8
eor	x14, x3, x14
add	x3, x13, #0x1
mul	x14, x14, x10
cmp	x3, x17
eor	x14, x14, x14, lsr #28
str	x14, [x15, x13, lsl #3]
b.cc	7f090 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1324>  // b.lo, b.ul, b.last
ldp	x13, x14, [x15]
tst	x17, #0x7
ldp	x3, x4, [x15, #16]
cinc	x1, x1, ne	// ne = any
ldp	x5, x6, [x15, #32]
cmp	x1, #0x1
umulh	x13, x13, x21
ldp	x7, x23, [x15, #48]
umulh	x14, x14, x21
umulh	x3, x3, x21
lsl	x13, x13, #6
umulh	x4, x4, x21
lsl	x14, x14, #6
umulh	x5, x5, x21
lsl	x3, x3, #6
stp	x13, x14, [x15, #256]
umulh	x6, x6, x21
lsl	x13, x4, #6
umulh	x7, x7, x21
lsl	x14, x5, #6
stp	x3, x13, [x15, #272]
umulh	x23, x23, x21
lsl	x13, x6, #6
stp	x14, x13, [x15, #288]
lsl	x14, x7, #6
lsl	x13, x23, #6
stp	x14, x13, [x15, #304]
b.eq	7f278 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x150c>  // b.none
ldp	x13, x14, [x15, #64]
cmp	x1, #0x2
ldp	x3, x4, [x15, #80]
ldp	x5, x6, [x15, #96]
umulh	x13, x13, x21
ldp	x7, x23, [x15, #112]
umulh	x14, x14, x21
umulh	x3, x3, x21
lsl	x13, x13, #6
umulh	x4, x4, x21
lsl	x14, x14, #6
umulh	x5, x5, x21
lsl	x3, x3, #6
stp	x13, x14, [x15, #320]
umulh	x6, x6, x21
lsl	x13, x4, #6
umulh	x7, x7, x21
lsl	x14, x5, #6
stp	x3, x13, [x15, #336]
umulh	x23, x23, x21
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #352]
lsl	x13, x23, #6
stp	x3, x13, [x15, #368]
b.eq	7f278 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x150c>  // b.none
ldp	x13, x14, [x15, #128]
cmp	x1, #0x3
ldp	x3, x4, [x15, #144]
ldp	x5, x6, [x15, #160]
umulh	x13, x13, x21
ldp	x7, x23, [x15, #176]
umulh	x14, x14, x21
umulh	x3, x3, x21
lsl	x13, x13, #6
umulh	x4, x4, x21
lsl	x14, x14, #6
umulh	x5, x5, x21
lsl	x3, x3, #6
stp	x13, x14, [x15, #384]
umulh	x6, x6, x21
lsl	x13, x4, #6
umulh	x7, x7, x21
lsl	x14, x5, #6
stp	x3, x13, [x15, #400]
umulh	x23, x23, x21
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #416]
lsl	x13, x23, #6
stp	x3, x13, [x15, #432]
b.eq	7f278 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x150c>  // b.none
ldp	x13, x14, [x15, #192]
cmp	x1, #0x4
ldp	x3, x4, [x15, #208]
ldp	x5, x6, [x15, #224]
umulh	x13, x13, x21
ldp	x7, x23, [x15, #240]
umulh	x14, x14, x21
umulh	x3, x3, x21
lsl	x13, x13, #6
umulh	x4, x4, x21
lsl	x14, x14, #6
umulh	x5, x5, x21
lsl	x3, x3, #6
stp	x13, x14, [x15, #448]
umulh	x6, x6, x21
lsl	x13, x4, #6
umulh	x7, x7, x21
lsl	x14, x5, #6
stp	x3, x13, [x15, #464]
umulh	x23, x23, x21
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #480]
lsl	x13, x23, #6
stp	x3, x13, [x15, #496]
b.ne	7f3e4 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1678>  // b.any
cmp	x24, #0x40, lsl #12
b.ls	7f29c <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1530>  // b.plast
lsl	x1, x17, #3
add	x3, x15, #0x100
ldr	x13, [x3], #8
subs	x1, x1, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	7f288 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x151c>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	7f380 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1614>
add	x8, x20, x8
mul	w13, w4, w11
movi	v17.2d, #0xffffffffffffffff
movi	v19.2d, #0x0
subs	x3, x3, #0x1
add	x1, x1, #0x8
lsr	w13, w13, #22
ldrh	w13, [x22, w13, uxtw #1]
mov	v17.h[0], w13
dup	v20.4h, w13
mov	v19.h[3], w13
zip1	v18.4h, v17.4h, v17.4h
and	v23.8b, v20.8b, v0.8b
and	v25.8b, v20.8b, v3.8b
mov	v18.h[2], v17.h[0]
dup	v17.4s, w4
mul	v21.4s, v17.4s, v1.4s
mul	v22.4s, v17.4s, v4.4s
mul	v24.4s, v17.4s, v6.4s
and	v18.8b, v18.8b, v7.8b
mul	v17.4s, v17.4s, v16.4s
cmeq	v26.4h, v19.4h, v18.4h
cmgt	v18.4h, v19.4h, v18.4h
and	v19.8b, v20.8b, v5.8b
cmeq	v20.4h, v23.4h, #0
ushr	v21.4s, v21.4s, #27
cmeq	v23.4h, v25.4h, #0
ushr	v22.4s, v22.4s, #27
ushr	v17.4s, v17.4s, #27
mov	v26.h[3], v18.h[3]
cmeq	v18.4h, v19.4h, #0
ushr	v19.4s, v24.4s, #27
sxtl	v20.4s, v20.4h
ushl	v21.4s, v2.4s, v21.4s
sxtl	v23.4s, v23.4h
ushl	v22.4s, v2.4s, v22.4s
ushl	v17.4s, v2.4s, v17.4s
sxtl	v18.4s, v18.4h
ushl	v19.4s, v2.4s, v19.4s
bic	v20.16b, v21.16b, v20.16b
sxtl	v21.4s, v26.4h
bic	v22.16b, v22.16b, v23.16b
bic	v18.16b, v19.16b, v18.16b
ldp	q23, q19, [x8]
bic	v17.16b, v17.16b, v21.16b
orr	v19.16b, v19.16b, v22.16b
ldp	q21, q22, [x8, #32]
orr	v20.16b, v20.16b, v23.16b
orr	v18.16b, v21.16b, v18.16b
orr	v17.16b, v22.16b, v17.16b
stp	q20, q19, [x8]
stp	q18, q17, [x8, #32]
b.eq	7ee04 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1098>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x21
b.eq	7f2ac <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1540>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	7f3d0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1664>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	7f2b0 <linebloom::probe::insert_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1544>
add	sp, sp, #0x510
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
adrp	x3, 14c000 <anon.2fd30b4896d3dda872b5637d9a554e0a.169.llvm.7317416588061697632+0x30>
add	x3, x3, #0x7b8
bl	a550 <core::slice::index::slice_index_fail>
adrp	x2, 14c000 <anon.2fd30b4896d3dda872b5637d9a554e0a.169.llvm.7317416588061697632+0x30>
add	x2, x2, #0x7d0
mov	x0, x8
mov	x1, x19
bl	a3b4 <core::panicking::panic_bounds_check>
lsl	x1, x1, #3
adrp	x3, 14c000 <anon.2fd30b4896d3dda872b5637d9a554e0a.169.llvm.7317416588061697632+0x30>
add	x3, x3, #0x770
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	a550 <core::slice::index::slice_index_fail>
lsl	x1, x11, #3
adrp	x3, 14c000 <anon.2fd30b4896d3dda872b5637d9a554e0a.169.llvm.7317416588061697632+0x30>
add	x3, x3, #0x770
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	a550 <core::slice::index::slice_index_fail>
