000000000007a3c8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x610
str	xzr, [sp]
mov	x24, x4
mov	x22, x2
ldr	x8, [x1, #8]
stp	x5, x6, [sp, #200]
str	x3, [sp, #168]
lsr	x9, x8, #58
cbnz	x9, 7b1b8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xdf0>
lsl	x9, x8, #6
str	x9, [sp, #160]
tbz	w0, #0, 7b1c4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xdfc>
ldr	x9, [sp, #168]
cmp	x9, x8
str	x9, [sp, #216]
b.ne	7bf10 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b48>  // b.any
movi	v0.2d, #0x0
add	x20, sp, #0xe0
ldr	x27, [x1]
add	x0, sp, #0xe0
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x19, sp, #0xe0
stp	q0, q0, [x20, #640]
stp	q0, q0, [x20, #672]
stp	q0, q0, [x20, #704]
stp	q0, q0, [x20, #736]
stp	q0, q0, [x20, #768]
stp	q0, q0, [x20, #800]
stp	q0, q0, [x20, #832]
stp	q0, q0, [x20, #864]
bl	97f0 <memset@plt>
movi	v0.2d, #0x0
ldr	x21, [x24, #8]
mov	w8, #0x20                  	// #32
cmp	x21, #0x20
csel	x2, x21, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x20, #896]
stp	q0, q0, [x20, #928]
stp	q0, q0, [x20, #960]
stp	q0, q0, [x20, #992]
str	q0, [x20, #1024]
str	q0, [x20, #1040]
str	q0, [x20, #1056]
str	q0, [x20, #1072]
str	q0, [x20, #1088]
str	q0, [x20, #1104]
str	q0, [x20, #1120]
str	q0, [x20, #1136]
str	q0, [x20, #1152]
str	q0, [x20, #1168]
str	q0, [x20, #1184]
str	q0, [x20, #1200]
str	q0, [x20, #1216]
str	q0, [x20, #1232]
str	q0, [x20, #1248]
str	q0, [x20, #1264]
cbz	x21, 7bec8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b00>
mov	x25, #0xdf25                	// #57125
lsr	x8, x2, #3
ldr	x7, [x24]
movk	x25, #0x1e98, lsl #16
and	x9, x2, #0x38
movk	x25, #0x1c65, lsl #32
movk	x25, #0x9fb2, lsl #48
cbz	x8, 7a670 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a8>
ldr	x10, [x24, #16]
add	x12, sp, #0xe0
add	x11, x7, #0x20
add	x12, x12, #0x20
mov	x13, x8
ldp	x15, x14, [x11, #16]
subs	x13, x13, #0x1
ldp	x18, x17, [x11]
eor	x14, x10, x14, ror #32
eor	x15, x10, x15, ror #32
eor	x17, x10, x17, ror #32
eor	x18, x10, x18, ror #32
ror	x16, x14, #15
ror	x0, x15, #15
ror	x3, x17, #15
ror	x4, x18, #15
eor	x16, x16, x14, ror #40
eor	x0, x0, x15, ror #40
eor	x3, x3, x17, ror #40
eor	x4, x4, x18, ror #40
eor	x14, x16, x14
ldp	x16, x1, [x11, #-16]
eor	x17, x3, x17
ldp	x3, x5, [x11, #-32]
eor	x15, x0, x15
eor	x18, x4, x18
mul	x17, x17, x25
eor	x1, x10, x1, ror #32
eor	x16, x10, x16, ror #32
add	x11, x11, #0x40
eor	x3, x10, x3, ror #32
mul	x15, x15, x25
ror	x0, x1, #15
ror	x4, x16, #15
mul	x18, x18, x25
eor	x0, x0, x1, ror #40
mul	x14, x14, x25
eor	x0, x0, x1
eor	x1, x4, x16, ror #40
eor	x4, x10, x5, ror #32
ror	x5, x3, #15
mul	x0, x0, x25
eor	x16, x1, x16
ror	x1, x4, #15
eor	x5, x5, x3, ror #40
mul	x16, x16, x25
eor	x1, x1, x4, ror #40
eor	x3, x5, x3
lsr	x5, x15, #35
mul	x3, x3, x25
eor	x1, x1, x4
lsr	x4, x18, #35
add	x5, x5, #0x8
mul	x1, x1, x25
eor	x15, x5, x15
lsr	x5, x16, #35
add	x4, x4, #0x8
eor	x18, x4, x18
add	x4, x5, #0x8
mul	x15, x15, x25
lsr	x5, x3, #35
eor	x16, x4, x16
mul	x16, x16, x25
lsr	x4, x1, #35
add	x5, x5, #0x8
eor	x3, x5, x3
lsr	x5, x0, #35
mul	x18, x18, x25
add	x4, x4, #0x8
eor	x15, x15, x15, lsr #28
eor	x1, x4, x1
lsr	x4, x17, #35
add	x5, x5, #0x8
eor	x0, x5, x0
lsr	x5, x14, #35
mul	x3, x3, x25
add	x4, x4, #0x8
eor	x16, x16, x16, lsr #28
mul	x0, x0, x25
eor	x17, x4, x17
add	x4, x5, #0x8
eor	x14, x4, x14
eor	x18, x18, x18, lsr #28
mul	x1, x1, x25
eor	x3, x3, x3, lsr #28
mul	x17, x17, x25
eor	x0, x0, x0, lsr #28
mul	x14, x14, x25
eor	x1, x1, x1, lsr #28
stp	x16, x0, [x12, #-16]
eor	x16, x17, x17, lsr #28
stp	x3, x1, [x12, #-32]
eor	x14, x14, x14, lsr #28
stp	x18, x16, [x12]
stp	x15, x14, [x12, #16]
add	x12, x12, #0x40
b.ne	7a500 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x138>  // b.any
ldr	x0, [sp, #168]
cmp	x9, x2
b.eq	7a774 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3ac>  // b.none
orr	x10, x9, #0x1
and	x11, x2, #0x38
cmp	x2, x10
ldr	x10, [x24, #16]
csinc	x13, x2, x9, hi	// hi = pmore
sub	x14, x13, x9
cmp	x14, #0x2
b.cc	7a730 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x368>  // b.lo, b.ul, b.last
and	x12, x13, #0x1
mov	w15, #0x8                   	// #8
sub	x11, x14, x12
bfi	x15, x8, #6, #58
add	x14, sp, #0xe0
add	x11, x9, x11
add	x9, x9, x12
sub	x9, x9, x13
add	x13, x7, x15
add	x14, x14, x15
ldp	x15, x16, [x13, #-8]
adds	x9, x9, #0x2
add	x13, x13, #0x10
eor	x15, x10, x15, ror #32
eor	x16, x10, x16, ror #32
ror	x17, x15, #40
ror	x18, x16, #40
eor	x17, x17, x15, ror #15
eor	x18, x18, x16, ror #15
eor	x15, x17, x15
eor	x16, x18, x16
mul	x15, x15, x25
mul	x16, x16, x25
lsr	x17, x15, #35
lsr	x18, x16, #35
add	x17, x17, #0x8
eor	x15, x17, x15
add	x17, x18, #0x8
mul	x15, x15, x25
eor	x16, x17, x16
mul	x16, x16, x25
eor	x15, x15, x15, lsr #28
eor	x16, x16, x16, lsr #28
stp	x15, x16, [x14, #-8]
add	x14, x14, #0x10
b.ne	7a6c4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2fc>  // b.any
cbz	x12, 7a774 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3ac>
add	x9, sp, #0xe0
mov	x12, x11
ldr	x11, [x7, x11, lsl #3]
eor	x11, x10, x11, ror #32
ror	x13, x11, #40
eor	x13, x13, x11, ror #15
eor	x11, x13, x11
mul	x11, x11, x25
lsr	x13, x11, #35
add	x13, x13, #0x8
eor	x11, x13, x11
mul	x13, x11, x25
add	x11, x12, #0x1
cmp	x11, x2
eor	x13, x13, x13, lsr #28
str	x13, [x9, x12, lsl #3]
b.cc	7a734 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36c>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #224]
tst	x2, #0x7
ldp	q2, q3, [sp, #256]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x10, v0.d[1]
fmov	x9, d0
mov	x12, v1.d[1]
mov	x13, v2.d[1]
mov	x15, v3.d[1]
fmov	x11, d1
fmov	x14, d2
fmov	x16, d3
umulh	x9, x9, x0
umulh	x10, x10, x0
umulh	x11, x11, x0
umulh	x12, x12, x0
stp	x9, x10, [sp, #480]
umulh	x14, x14, x0
umulh	x13, x13, x0
stp	x11, x12, [sp, #496]
umulh	x16, x16, x0
str	x14, [sp, #512]
umulh	x9, x15, x0
str	x13, [sp, #520]
str	x16, [sp, #528]
str	x9, [sp, #536]
b.ne	7a814 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44c>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
add	x8, sp, #0xe0
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x8, #512]
b	7a9e4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x61c>
ldp	x9, x10, [sp, #288]
cmp	x8, #0x2
ldp	x11, x12, [sp, #304]
ldp	x13, x14, [sp, #320]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #336]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #544]
umulh	x12, x12, x0
str	x10, [sp, #552]
umulh	x13, x13, x0
str	x11, [sp, #560]
umulh	x14, x14, x0
str	x12, [sp, #568]
umulh	x15, x15, x0
str	x13, [sp, #576]
umulh	x9, x16, x0
str	x14, [sp, #584]
str	x15, [sp, #592]
str	x9, [sp, #600]
b.eq	7a91c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x554>  // b.none
ldp	x9, x10, [sp, #352]
cmp	x8, #0x3
ldp	x11, x12, [sp, #368]
ldp	x13, x14, [sp, #384]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #400]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #608]
umulh	x12, x12, x0
str	x10, [sp, #616]
umulh	x13, x13, x0
str	x11, [sp, #624]
umulh	x14, x14, x0
str	x12, [sp, #632]
umulh	x15, x15, x0
str	x13, [sp, #640]
umulh	x9, x16, x0
str	x14, [sp, #648]
str	x15, [sp, #656]
str	x9, [sp, #664]
b.eq	7a91c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x554>  // b.none
ldp	x9, x10, [sp, #416]
cmp	x8, #0x4
ldp	x11, x12, [sp, #432]
ldp	x13, x14, [sp, #448]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #464]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #672]
umulh	x12, x12, x0
str	x10, [sp, #680]
umulh	x13, x13, x0
str	x11, [sp, #688]
umulh	x14, x14, x0
str	x12, [sp, #696]
umulh	x15, x15, x0
str	x13, [sp, #704]
umulh	x9, x16, x0
str	x14, [sp, #712]
str	x15, [sp, #720]
str	x9, [sp, #728]
b.ne	7bf38 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b70>  // b.any
mov	w9, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w9, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w9
add	x9, sp, #0xe0
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x9, #512]
b.eq	7a9e4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x61c>  // b.none
ldp	q2, q1, [sp, #288]
cmp	x8, #0x2
ldp	q4, q3, [sp, #320]
add	x9, sp, #0xe0
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x9, #544]
b.eq	7a9e4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x61c>  // b.none
add	x10, sp, #0xe0
mov	w9, #0x79b1                	// #31153
cmp	x8, #0x3
ldp	q1, q0, [x10, #128]
movk	w9, #0x9e37, lsl #16
ldp	q3, q2, [x10, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w9
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x10, #576]
b.eq	7a9e4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x61c>  // b.none
add	x8, sp, #0xe0
ldp	q2, q1, [x8, #192]
ldp	q4, q3, [x8, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x8, #608]
ldr	x8, [sp, #160]
cmp	x8, #0x40, lsl #12
b.ls	7aa0c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x644>  // b.plast
lsl	x8, x2, #3
add	x9, x19, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x22, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	7a9f8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x630>  // b.any
add	x8, x7, #0x20
adrp	x9, 106000 <core::num::imp::dec2flt::table::POWER_OF_FIVE_128+0x2898>
movi	v18.4s, #0x1
stp	x7, x8, [sp, #16]
add	x8, x7, #0x8
ldr	q17, [x9, #3744]
str	x8, [sp, #8]
adrp	x8, 106000 <core::num::imp::dec2flt::table::POWER_OF_FIVE_128+0x2898>
adrp	x9, 106000 <core::num::imp::dec2flt::table::POWER_OF_FIVE_128+0x2898>
ldr	q16, [x8, #3728]
adrp	x8, 106000 <core::num::imp::dec2flt::table::POWER_OF_FIVE_128+0x2898>
ldr	q20, [x9, #3776]
mov	w9, #0x79b1                	// #31153
ldr	q19, [x8, #3760]
adrp	x8, 106000 <core::num::imp::dec2flt::table::POWER_OF_FIVE_128+0x2898>
movk	w9, #0x9e37, lsl #16
ldr	q21, [x8, #3792]
adrp	x8, 106000 <core::num::imp::dec2flt::table::POWER_OF_FIVE_128+0x2898>
adrp	x10, 106000 <core::num::imp::dec2flt::table::POWER_OF_FIVE_128+0x2898>
dup	v0.4s, w9
adrp	x9, 106000 <core::num::imp::dec2flt::table::POWER_OF_FIVE_128+0x2898>
ldr	x28, [x24, #16]
ldr	q22, [x8, #3808]
ldr	q23, [x10, #3824]
ldr	q24, [x9, #3840]
mov	x0, xzr
add	x23, sp, #0x360
add	x8, sp, #0xe0
sub	x20, x29, #0x30
stp	q0, q24, [sp, #32]
str	q16, [sp, #176]
stp	q23, q22, [sp, #64]
stp	q21, q20, [sp, #96]
stp	q19, q17, [sp, #128]
add	x24, x2, x0
mov	w10, #0x20                  	// #32
mov	x19, x8
subs	x9, x21, x24
cmp	x9, #0x20
csel	x26, x9, x10, cc	// cc = lo, ul, last
cmp	x21, x24
b.eq	7af94 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbcc>  // b.none
adds	x1, x26, x24
b.cs	7b1a4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xddc>  // b.hs, b.nlast
cmp	x1, x21
b.hi	7b1a4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xddc>  // b.pmore
lsr	x8, x26, #3
cbz	x8, 7ac4c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x884>
ldr	x9, [sp, #24]
add	x10, x23, #0x20
mov	x11, x8
add	x9, x9, x24, lsl #3
ldp	x13, x12, [x9, #16]
subs	x11, x11, #0x1
ldp	x16, x15, [x9]
eor	x12, x28, x12, ror #32
eor	x13, x28, x13, ror #32
eor	x15, x28, x15, ror #32
eor	x16, x28, x16, ror #32
ror	x14, x12, #15
ror	x17, x13, #15
ror	x1, x15, #15
ror	x3, x16, #15
eor	x14, x14, x12, ror #40
eor	x17, x17, x13, ror #40
eor	x1, x1, x15, ror #40
eor	x3, x3, x16, ror #40
eor	x12, x14, x12
ldp	x14, x18, [x9, #-16]
eor	x15, x1, x15
ldp	x1, x4, [x9, #-32]
eor	x13, x17, x13
eor	x16, x3, x16
mul	x15, x15, x25
eor	x18, x28, x18, ror #32
eor	x14, x28, x14, ror #32
add	x9, x9, #0x40
eor	x1, x28, x1, ror #32
mul	x13, x13, x25
ror	x17, x18, #15
ror	x3, x14, #15
mul	x16, x16, x25
eor	x17, x17, x18, ror #40
mul	x12, x12, x25
eor	x17, x17, x18
eor	x18, x3, x14, ror #40
eor	x3, x28, x4, ror #32
ror	x4, x1, #15
mul	x17, x17, x25
eor	x14, x18, x14
ror	x18, x3, #15
eor	x4, x4, x1, ror #40
mul	x14, x14, x25
eor	x18, x18, x3, ror #40
eor	x1, x4, x1
lsr	x4, x13, #35
mul	x1, x1, x25
eor	x18, x18, x3
lsr	x3, x16, #35
add	x4, x4, #0x8
mul	x18, x18, x25
eor	x13, x4, x13
lsr	x4, x14, #35
add	x3, x3, #0x8
eor	x16, x3, x16
add	x3, x4, #0x8
mul	x13, x13, x25
lsr	x4, x1, #35
eor	x14, x3, x14
mul	x14, x14, x25
lsr	x3, x18, #35
add	x4, x4, #0x8
eor	x1, x4, x1
lsr	x4, x17, #35
mul	x16, x16, x25
add	x3, x3, #0x8
eor	x13, x13, x13, lsr #28
eor	x18, x3, x18
lsr	x3, x15, #35
add	x4, x4, #0x8
eor	x17, x4, x17
lsr	x4, x12, #35
mul	x1, x1, x25
add	x3, x3, #0x8
eor	x14, x14, x14, lsr #28
mul	x17, x17, x25
eor	x15, x3, x15
add	x3, x4, #0x8
eor	x12, x3, x12
eor	x16, x16, x16, lsr #28
mul	x18, x18, x25
eor	x1, x1, x1, lsr #28
mul	x15, x15, x25
eor	x17, x17, x17, lsr #28
mul	x12, x12, x25
eor	x18, x18, x18, lsr #28
stp	x14, x17, [x10, #-16]
eor	x14, x15, x15, lsr #28
stp	x1, x18, [x10, #-32]
eor	x12, x12, x12, lsr #28
stp	x16, x14, [x10]
stp	x13, x12, [x10, #16]
add	x10, x10, #0x40
b.ne	7aadc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x714>  // b.any
and	x11, x26, #0x38
ldr	x18, [sp, #168]
cmp	x11, x26
b.eq	7ad58 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x990>  // b.none
orr	x9, x11, #0x1
cmp	x26, x9
and	x9, x26, #0x38
csinc	x12, x26, x11, hi	// hi = pmore
sub	x13, x12, x11
cmp	x13, #0x2
b.cc	7ad10 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x948>  // b.lo, b.ul, b.last
and	x10, x12, #0x1
lsl	x14, x8, #6
sub	x9, x13, x10
add	x9, x11, x9
add	x11, x11, x10
add	x13, x14, x24, lsl #3
sub	x11, x11, x12
ldr	x12, [sp, #8]
add	x14, x23, x14
add	x12, x12, x13
add	x13, x14, #0x8
ldp	x14, x15, [x12, #-8]
adds	x11, x11, #0x2
add	x12, x12, #0x10
eor	x14, x28, x14, ror #32
eor	x15, x28, x15, ror #32
ror	x16, x14, #40
ror	x17, x15, #40
eor	x16, x16, x14, ror #15
eor	x17, x17, x15, ror #15
eor	x14, x16, x14
eor	x15, x17, x15
mul	x14, x14, x25
mul	x15, x15, x25
lsr	x16, x14, #35
lsr	x17, x15, #35
add	x16, x16, #0x8
eor	x14, x16, x14
add	x16, x17, #0x8
mul	x14, x14, x25
eor	x15, x16, x15
mul	x15, x15, x25
eor	x14, x14, x14, lsr #28
eor	x15, x15, x15, lsr #28
stp	x14, x15, [x13, #-8]
add	x13, x13, #0x10
b.ne	7aca4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8dc>  // b.any
cbz	x10, 7ad58 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x990>
ldr	x10, [sp, #16]
add	x10, x10, x24, lsl #3
mov	x11, x9
ldr	x9, [x10, x9, lsl #3]
eor	x9, x28, x9, ror #32
ror	x12, x9, #40
eor	x12, x12, x9, ror #15
eor	x9, x12, x9
mul	x9, x9, x25
lsr	x12, x9, #35
add	x12, x12, #0x8
eor	x9, x12, x9
mul	x12, x9, x25
add	x9, x11, #0x1
cmp	x9, x26
eor	x12, x12, x12, lsr #28
str	x12, [x23, x11, lsl #3]
b.cc	7ad18 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x950>  // b.lo, b.ul, b.last
ldp	q0, q1, [x23]
tst	x26, #0x7
ldp	q2, q3, [x23, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x10, v0.d[1]
fmov	x9, d0
mov	x12, v1.d[1]
mov	x13, v2.d[1]
mov	x15, v3.d[1]
fmov	x11, d1
fmov	x14, d2
fmov	x16, d3
umulh	x9, x9, x18
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x23, #256]
umulh	x14, x14, x18
umulh	x13, x13, x18
stp	x11, x12, [x23, #272]
umulh	x16, x16, x18
umulh	x9, x15, x18
stp	x14, x13, [x23, #288]
stp	x16, x9, [x23, #304]
b.ne	7ade4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa1c>  // b.any
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
ldr	q2, [sp, #32]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x23, #512]
b	7af6c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xba4>
ldp	x9, x10, [x23, #64]
cmp	x8, #0x2
ldp	x11, x12, [x23, #80]
ldp	x13, x14, [x23, #96]
umulh	x9, x9, x18
ldp	x15, x16, [x23, #112]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x23, #320]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x23, #336]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x23, #352]
stp	x15, x9, [x23, #368]
b.eq	7aebc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xaf4>  // b.none
ldp	x9, x10, [x23, #128]
cmp	x8, #0x3
ldp	x11, x12, [x23, #144]
ldp	x13, x14, [x23, #160]
umulh	x9, x9, x18
ldp	x15, x16, [x23, #176]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x23, #384]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x23, #400]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x23, #416]
stp	x15, x9, [x23, #432]
b.eq	7aebc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xaf4>  // b.none
ldp	x9, x10, [x23, #192]
cmp	x8, #0x4
ldp	x11, x12, [x23, #208]
ldp	x13, x14, [x23, #224]
umulh	x9, x9, x18
ldp	x15, x16, [x23, #240]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x23, #448]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x23, #464]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x23, #480]
stp	x15, x9, [x23, #496]
b.ne	7bf38 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b70>  // b.any
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
ldr	q2, [sp, #32]
cmp	x8, #0x1
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x23, #512]
b.eq	7af6c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xba4>  // b.none
ldp	q1, q0, [x23, #64]
cmp	x8, #0x2
ldp	q3, q2, [x23, #96]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #32]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x23, #544]
b.eq	7af6c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xba4>  // b.none
ldp	q1, q0, [x23, #128]
cmp	x8, #0x3
ldp	q3, q2, [x23, #160]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #32]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x23, #576]
b.eq	7af6c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xba4>  // b.none
ldp	q1, q0, [x23, #192]
ldp	q3, q2, [x23, #224]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #32]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x23, #608]
ldr	x8, [sp, #160]
cmp	x8, #0x40, lsl #12
b.ls	7af94 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbcc>  // b.plast
lsl	x8, x26, #3
add	x9, x23, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x22, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	7af80 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbb8>  // b.any
movi	v0.2d, #0x0
add	x8, sp, #0xe0
cmp	x2, #0x20
str	q0, [x8, #1296]
str	q0, [x8, #1280]
b.ne	7b074 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcac>  // b.any
mov	x9, xzr
mov	x8, x9
add	x9, x19, x9, lsl #2
add	x10, x19, x8, lsl #3
ldr	w9, [x9, #512]
ldr	x11, [x10]
and	x9, x9, #0x3ff
ldrh	w9, [x27, x9, lsl #1]
dup	v0.4s, w11
dup	v1.4s, w9
ldr	x9, [x10, #256]
mul	v2.4s, v0.4s, v16.4s
mul	v3.4s, v0.4s, v19.4s
mul	v4.4s, v0.4s, v21.4s
mul	v0.4s, v0.4s, v23.4s
add	x9, x22, x9, lsl #6
ushl	v5.4s, v1.4s, v17.4s
ushl	v6.4s, v1.4s, v20.4s
ushl	v7.4s, v1.4s, v22.4s
ushl	v1.4s, v1.4s, v24.4s
ushr	v2.4s, v2.4s, #27
ushr	v3.4s, v3.4s, #27
ushr	v4.4s, v4.4s, #27
and	v5.16b, v5.16b, v18.16b
and	v6.16b, v6.16b, v18.16b
bic	v7.4s, #0xfe
ushr	v0.4s, v0.4s, #27
bic	v1.4s, #0xe
ushl	v2.4s, v5.4s, v2.4s
ushl	v3.4s, v6.4s, v3.4s
ushl	v4.4s, v7.4s, v4.4s
ushl	v0.4s, v1.4s, v0.4s
ldp	q1, q5, [x9]
ldp	q6, q7, [x9, #32]
add	x9, x8, #0x1
bic	v1.16b, v2.16b, v1.16b
bic	v2.16b, v3.16b, v5.16b
bic	v3.16b, v4.16b, v6.16b
bic	v0.16b, v0.16b, v7.16b
orr	v1.16b, v2.16b, v1.16b
orr	v0.16b, v3.16b, v0.16b
orr	v0.16b, v1.16b, v0.16b
umaxv	s0, v0.4s
fmov	w10, s0
cmp	w10, #0x0
cset	w10, eq	// eq = none
cmp	x9, #0x20
strb	w10, [x20, x8]
b.ne	7afb0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbe8>  // b.any
b	7b138 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd70>
cbz	x2, 7b138 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd70>
add	x8, x19, #0x100
add	x9, x19, #0x200
sub	x10, x29, #0x30
mov	x11, x2
ldr	w12, [x9], #4
sub	x13, x8, #0x100
ld1r	{v0.4s}, [x13]
and	x12, x12, #0x3ff
ldrh	w12, [x27, x12, lsl #1]
mul	v2.4s, v0.4s, v16.4s
mul	v3.4s, v0.4s, v19.4s
mul	v4.4s, v0.4s, v21.4s
dup	v1.4s, w12
mul	v0.4s, v0.4s, v23.4s
ldr	x12, [x8], #8
ushl	v5.4s, v1.4s, v17.4s
ushl	v6.4s, v1.4s, v20.4s
ushl	v7.4s, v1.4s, v22.4s
ushl	v1.4s, v1.4s, v24.4s
ushr	v2.4s, v2.4s, #27
ushr	v3.4s, v3.4s, #27
ushr	v4.4s, v4.4s, #27
ushr	v0.4s, v0.4s, #27
add	x12, x22, x12, lsl #6
and	v5.16b, v5.16b, v18.16b
and	v6.16b, v6.16b, v18.16b
bic	v7.4s, #0xfe
bic	v1.4s, #0xe
ushl	v2.4s, v5.4s, v2.4s
ushl	v3.4s, v6.4s, v3.4s
ushl	v4.4s, v7.4s, v4.4s
ushl	v0.4s, v1.4s, v0.4s
ldp	q1, q5, [x12]
ldp	q6, q7, [x12, #32]
bic	v1.16b, v2.16b, v1.16b
bic	v2.16b, v3.16b, v5.16b
bic	v3.16b, v4.16b, v6.16b
bic	v0.16b, v0.16b, v7.16b
orr	v1.16b, v2.16b, v1.16b
orr	v0.16b, v3.16b, v0.16b
orr	v0.16b, v1.16b, v0.16b
umaxv	s0, v0.4s
fmov	w12, s0
cmp	w12, #0x0
cset	w12, eq	// eq = none
subs	x11, x11, #0x1
strb	w12, [x10], #1
b.ne	7b088 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcc0>  // b.any
cmp	x24, x0
b.cc	7b190 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xdc8>  // b.lo, b.ul, b.last
ldr	x8, [sp, #208]
cmp	x24, x8
b.hi	7b190 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xdc8>  // b.pmore
ldr	x8, [sp, #200]
sub	x1, x29, #0x30
add	x0, x8, x0
bl	9360 <memcpy@plt>
movi	v18.4s, #0x1
ldp	q24, q23, [sp, #48]
ldp	q22, q21, [sp, #80]
cmp	x21, x24
ldp	q20, q19, [sp, #112]
mov	x8, x23
ldr	q17, [sp, #144]
ldr	q16, [sp, #176]
mov	x23, x19
mov	x0, x24
mov	x2, x26
b.ne	7aa94 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6cc>  // b.any
b	7bec8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b00>
ldr	x2, [sp, #208]
adrp	x3, 14d000 <anon.8c478820bd1f2a479957a254c00ca940.350.llvm.3051064233424156388+0xd60>
add	x3, x3, #0x18
mov	x1, x24
bl	a550 <core::slice::index::slice_index_fail>
adrp	x3, 14c000 <anon.8c478820bd1f2a479957a254c00ca940.175.llvm.3051064233424156388+0x20>
add	x3, x3, #0x7c8
mov	x0, x24
mov	x2, x21
bl	a550 <core::slice::index::slice_index_fail>
mov	x9, #0xffffffffffffffff    	// #-1
str	x9, [sp, #160]
tbnz	w0, #0, 7a414 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4c>
ldr	x9, [sp, #168]
cmp	x9, x8
str	x9, [sp, #216]
b.ne	7bf10 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b48>  // b.any
movi	v0.2d, #0x0
add	x20, sp, #0xe0
ldr	x21, [x1]
add	x0, sp, #0xe0
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x19, sp, #0xe0
stp	q0, q0, [x20, #640]
stp	q0, q0, [x20, #672]
stp	q0, q0, [x20, #704]
stp	q0, q0, [x20, #736]
stp	q0, q0, [x20, #768]
stp	q0, q0, [x20, #800]
stp	q0, q0, [x20, #832]
stp	q0, q0, [x20, #864]
bl	97f0 <memset@plt>
movi	v0.2d, #0x0
ldr	x6, [x24, #8]
mov	w8, #0x20                  	// #32
cmp	x6, #0x20
csel	x2, x6, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x20, #896]
stp	q0, q0, [x20, #928]
stp	q0, q0, [x20, #960]
stp	q0, q0, [x20, #992]
str	q0, [x20, #1024]
str	q0, [x20, #1040]
str	q0, [x20, #1056]
str	q0, [x20, #1072]
str	q0, [x20, #1088]
str	q0, [x20, #1104]
str	q0, [x20, #1120]
str	q0, [x20, #1136]
str	q0, [x20, #1152]
str	q0, [x20, #1168]
str	q0, [x20, #1184]
str	q0, [x20, #1200]
str	q0, [x20, #1216]
str	q0, [x20, #1232]
str	q0, [x20, #1248]
str	q0, [x20, #1264]
cbz	x6, 7bec8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b00>
mov	x28, #0xdf25                	// #57125
lsr	x8, x2, #3
ldr	x7, [x24]
movk	x28, #0x1e98, lsl #16
and	x9, x2, #0x38
movk	x28, #0x1c65, lsl #32
movk	x28, #0x9fb2, lsl #48
cbz	x8, 7b420 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1058>
ldr	x10, [x24, #16]
add	x12, sp, #0xe0
add	x11, x7, #0x20
add	x12, x12, #0x20
mov	x13, x8
ldp	x15, x14, [x11, #16]
subs	x13, x13, #0x1
ldp	x18, x17, [x11]
eor	x14, x10, x14, ror #32
eor	x15, x10, x15, ror #32
eor	x17, x10, x17, ror #32
eor	x18, x10, x18, ror #32
ror	x16, x14, #40
ror	x0, x15, #40
ror	x3, x17, #40
ror	x4, x18, #40
eor	x16, x16, x14, ror #15
eor	x0, x0, x15, ror #15
eor	x3, x3, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x14, x16, x14
ldp	x16, x1, [x11, #-16]
eor	x17, x3, x17
ldp	x3, x5, [x11, #-32]
eor	x15, x0, x15
eor	x18, x4, x18
mul	x17, x17, x28
eor	x1, x10, x1, ror #32
eor	x16, x10, x16, ror #32
add	x11, x11, #0x40
eor	x3, x10, x3, ror #32
mul	x15, x15, x28
ror	x0, x1, #40
ror	x4, x16, #40
mul	x18, x18, x28
eor	x0, x0, x1, ror #15
mul	x14, x14, x28
eor	x0, x0, x1
eor	x1, x4, x16, ror #15
eor	x4, x10, x5, ror #32
ror	x5, x3, #40
mul	x0, x0, x28
eor	x16, x1, x16
ror	x1, x4, #40
eor	x5, x5, x3, ror #15
mul	x16, x16, x28
eor	x1, x1, x4, ror #15
eor	x3, x5, x3
lsr	x5, x15, #35
mul	x3, x3, x28
eor	x1, x1, x4
lsr	x4, x18, #35
add	x5, x5, #0x8
mul	x1, x1, x28
eor	x15, x5, x15
lsr	x5, x16, #35
add	x4, x4, #0x8
eor	x18, x4, x18
add	x4, x5, #0x8
mul	x15, x15, x28
lsr	x5, x3, #35
eor	x16, x4, x16
mul	x16, x16, x28
lsr	x4, x1, #35
add	x5, x5, #0x8
eor	x3, x5, x3
lsr	x5, x0, #35
mul	x18, x18, x28
add	x4, x4, #0x8
eor	x15, x15, x15, lsr #28
eor	x1, x4, x1
lsr	x4, x17, #35
add	x5, x5, #0x8
eor	x0, x5, x0
lsr	x5, x14, #35
mul	x3, x3, x28
add	x4, x4, #0x8
eor	x16, x16, x16, lsr #28
mul	x0, x0, x28
eor	x17, x4, x17
add	x4, x5, #0x8
eor	x14, x4, x14
eor	x18, x18, x18, lsr #28
mul	x1, x1, x28
eor	x3, x3, x3, lsr #28
mul	x17, x17, x28
eor	x0, x0, x0, lsr #28
mul	x14, x14, x28
eor	x1, x1, x1, lsr #28
stp	x16, x0, [x12, #-16]
eor	x16, x17, x17, lsr #28
stp	x3, x1, [x12, #-32]
eor	x14, x14, x14, lsr #28
stp	x18, x16, [x12]
stp	x15, x14, [x12, #16]
add	x12, x12, #0x40
b.ne	7b2b0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xee8>  // b.any
ldr	x0, [sp, #168]
cmp	x9, x2
b.eq	7b524 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x115c>  // b.none
orr	x10, x9, #0x1
and	x11, x2, #0x38
cmp	x2, x10
ldr	x10, [x24, #16]
csinc	x13, x2, x9, hi	// hi = pmore
sub	x14, x13, x9
cmp	x14, #0x2
b.cc	7b4e0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1118>  // b.lo, b.ul, b.last
and	x12, x13, #0x1
mov	w15, #0x8                   	// #8
sub	x11, x14, x12
bfi	x15, x8, #6, #58
add	x14, sp, #0xe0
add	x11, x9, x11
add	x9, x9, x12
sub	x9, x9, x13
add	x13, x7, x15
add	x14, x14, x15
ldp	x15, x16, [x13, #-8]
adds	x9, x9, #0x2
add	x13, x13, #0x10
eor	x15, x10, x15, ror #32
eor	x16, x10, x16, ror #32
ror	x17, x15, #15
ror	x18, x16, #15
eor	x17, x17, x15, ror #40
eor	x18, x18, x16, ror #40
eor	x15, x17, x15
eor	x16, x18, x16
mul	x15, x15, x28
mul	x16, x16, x28
lsr	x17, x15, #35
lsr	x18, x16, #35
add	x17, x17, #0x8
eor	x15, x17, x15
add	x17, x18, #0x8
mul	x15, x15, x28
eor	x16, x17, x16
mul	x16, x16, x28
eor	x15, x15, x15, lsr #28
eor	x16, x16, x16, lsr #28
stp	x15, x16, [x14, #-8]
add	x14, x14, #0x10
b.ne	7b474 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10ac>  // b.any
cbz	x12, 7b524 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x115c>
add	x9, sp, #0xe0
mov	x12, x11
ldr	x11, [x7, x11, lsl #3]
eor	x11, x10, x11, ror #32
ror	x13, x11, #15
eor	x13, x13, x11, ror #40
eor	x11, x13, x11
mul	x11, x11, x28
lsr	x13, x11, #35
add	x13, x13, #0x8
eor	x11, x13, x11
mul	x13, x11, x28
add	x11, x12, #0x1
cmp	x11, x2
eor	x13, x13, x13, lsr #28
str	x13, [x9, x12, lsl #3]
b.cc	7b4e4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x111c>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #224]
tst	x2, #0x7
ldp	q2, q3, [sp, #256]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x10, v0.d[1]
fmov	x9, d0
mov	x12, v1.d[1]
mov	x13, v2.d[1]
mov	x15, v3.d[1]
fmov	x11, d1
fmov	x14, d2
fmov	x16, d3
umulh	x9, x9, x0
umulh	x10, x10, x0
umulh	x11, x11, x0
umulh	x12, x12, x0
stp	x9, x10, [sp, #480]
umulh	x14, x14, x0
umulh	x13, x13, x0
stp	x11, x12, [sp, #496]
umulh	x16, x16, x0
str	x14, [sp, #512]
umulh	x9, x15, x0
str	x13, [sp, #520]
str	x16, [sp, #528]
str	x9, [sp, #536]
b.ne	7b5c4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11fc>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
add	x8, sp, #0xe0
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x8, #512]
b	7b794 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13cc>
ldp	x9, x10, [sp, #288]
cmp	x8, #0x2
ldp	x11, x12, [sp, #304]
ldp	x13, x14, [sp, #320]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #336]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #544]
umulh	x12, x12, x0
str	x10, [sp, #552]
umulh	x13, x13, x0
str	x11, [sp, #560]
umulh	x14, x14, x0
str	x12, [sp, #568]
umulh	x15, x15, x0
str	x13, [sp, #576]
umulh	x9, x16, x0
str	x14, [sp, #584]
str	x15, [sp, #592]
str	x9, [sp, #600]
b.eq	7b6cc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1304>  // b.none
ldp	x9, x10, [sp, #352]
cmp	x8, #0x3
ldp	x11, x12, [sp, #368]
ldp	x13, x14, [sp, #384]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #400]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #608]
umulh	x12, x12, x0
str	x10, [sp, #616]
umulh	x13, x13, x0
str	x11, [sp, #624]
umulh	x14, x14, x0
str	x12, [sp, #632]
umulh	x15, x15, x0
str	x13, [sp, #640]
umulh	x9, x16, x0
str	x14, [sp, #648]
str	x15, [sp, #656]
str	x9, [sp, #664]
b.eq	7b6cc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1304>  // b.none
ldp	x9, x10, [sp, #416]
cmp	x8, #0x4
ldp	x11, x12, [sp, #432]
ldp	x13, x14, [sp, #448]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #464]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #672]
umulh	x12, x12, x0
str	x10, [sp, #680]
umulh	x13, x13, x0
str	x11, [sp, #688]
umulh	x14, x14, x0
str	x12, [sp, #696]
umulh	x15, x15, x0
str	x13, [sp, #704]
umulh	x9, x16, x0
str	x14, [sp, #712]
str	x15, [sp, #720]
str	x9, [sp, #728]
b.ne	7bf38 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b70>  // b.any
mov	w9, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w9, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w9
add	x9, sp, #0xe0
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x9, #512]
b.eq	7b794 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13cc>  // b.none
ldp	q2, q1, [sp, #288]
cmp	x8, #0x2
ldp	q4, q3, [sp, #320]
add	x9, sp, #0xe0
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x9, #544]
b.eq	7b794 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13cc>  // b.none
add	x10, sp, #0xe0
mov	w9, #0x79b1                	// #31153
cmp	x8, #0x3
ldp	q1, q0, [x10, #128]
movk	w9, #0x9e37, lsl #16
ldp	q3, q2, [x10, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w9
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x10, #576]
b.eq	7b794 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13cc>  // b.none
add	x8, sp, #0xe0
ldp	q2, q1, [x8, #192]
ldp	q4, q3, [x8, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x8, #608]
ldr	x8, [sp, #160]
cmp	x8, #0x40, lsl #12
b.ls	7b7bc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13f4>  // b.plast
lsl	x8, x2, #3
add	x9, x19, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x22, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	7b7a8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13e0>  // b.any
add	x8, x7, #0x20
ldr	x19, [x24, #16]
mov	x0, xzr
str	x8, [sp, #128]
mov	w8, #0x79b1                	// #31153
add	x9, x7, #0x8
movk	w8, #0x9e37, lsl #16
add	x26, sp, #0x360
sub	x5, x29, #0x30
dup	v0.4s, w8
add	x8, sp, #0xe0
adrp	x20, 112000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x463>
add	x20, x20, #0x364
mov	w23, #0x1                   	// #1
str	x7, [sp, #112]
str	x9, [sp, #96]
str	q0, [sp, #144]
add	x7, x2, x0
mov	w10, #0x20                  	// #32
mov	x24, x8
subs	x9, x6, x7
cmp	x9, #0x20
csel	x27, x9, x10, cc	// cc = lo, ul, last
cmp	x6, x7
b.eq	7bd00 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1938>  // b.none
adds	x1, x27, x7
b.cs	7befc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b34>  // b.hs, b.nlast
cmp	x1, x6
b.hi	7befc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b34>  // b.pmore
lsr	x8, x27, #3
cbz	x8, 7b9b8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15f0>
ldr	x9, [sp, #128]
add	x10, x26, #0x20
mov	x11, x8
add	x9, x9, x7, lsl #3
ldp	x13, x12, [x9, #16]
subs	x11, x11, #0x1
ldp	x16, x15, [x9]
eor	x12, x19, x12, ror #32
eor	x13, x19, x13, ror #32
eor	x15, x19, x15, ror #32
eor	x16, x19, x16, ror #32
ror	x14, x12, #40
ror	x17, x13, #40
ror	x1, x15, #40
ror	x3, x16, #40
eor	x14, x14, x12, ror #15
eor	x17, x17, x13, ror #15
eor	x1, x1, x15, ror #15
eor	x3, x3, x16, ror #15
eor	x12, x14, x12
ldp	x14, x18, [x9, #-16]
eor	x15, x1, x15
ldp	x1, x4, [x9, #-32]
eor	x13, x17, x13
eor	x16, x3, x16
mul	x15, x15, x28
eor	x18, x19, x18, ror #32
eor	x14, x19, x14, ror #32
add	x9, x9, #0x40
eor	x1, x19, x1, ror #32
mul	x13, x13, x28
ror	x17, x18, #40
ror	x3, x14, #40
mul	x16, x16, x28
eor	x17, x17, x18, ror #15
mul	x12, x12, x28
eor	x17, x17, x18
eor	x18, x3, x14, ror #15
eor	x3, x19, x4, ror #32
ror	x4, x1, #40
mul	x17, x17, x28
eor	x14, x18, x14
ror	x18, x3, #40
eor	x4, x4, x1, ror #15
mul	x14, x14, x28
eor	x18, x18, x3, ror #15
eor	x1, x4, x1
lsr	x4, x13, #35
mul	x1, x1, x28
eor	x18, x18, x3
lsr	x3, x16, #35
add	x4, x4, #0x8
mul	x18, x18, x28
eor	x13, x4, x13
lsr	x4, x14, #35
add	x3, x3, #0x8
eor	x16, x3, x16
add	x3, x4, #0x8
mul	x13, x13, x28
lsr	x4, x1, #35
eor	x14, x3, x14
mul	x14, x14, x28
lsr	x3, x18, #35
add	x4, x4, #0x8
eor	x1, x4, x1
lsr	x4, x17, #35
mul	x16, x16, x28
add	x3, x3, #0x8
eor	x13, x13, x13, lsr #28
eor	x18, x3, x18
lsr	x3, x15, #35
add	x4, x4, #0x8
eor	x17, x4, x17
lsr	x4, x12, #35
mul	x1, x1, x28
add	x3, x3, #0x8
eor	x14, x14, x14, lsr #28
mul	x17, x17, x28
eor	x15, x3, x15
add	x3, x4, #0x8
eor	x12, x3, x12
eor	x16, x16, x16, lsr #28
mul	x18, x18, x28
eor	x1, x1, x1, lsr #28
mul	x15, x15, x28
eor	x17, x17, x17, lsr #28
mul	x12, x12, x28
eor	x18, x18, x18, lsr #28
stp	x14, x17, [x10, #-16]
eor	x14, x15, x15, lsr #28
stp	x1, x18, [x10, #-32]
eor	x12, x12, x12, lsr #28
stp	x16, x14, [x10]
stp	x13, x12, [x10, #16]
add	x10, x10, #0x40
b.ne	7b848 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1480>  // b.any
and	x11, x27, #0x38
ldr	x18, [sp, #168]
cmp	x11, x27
b.eq	7bac4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16fc>  // b.none
orr	x9, x11, #0x1
cmp	x27, x9
and	x9, x27, #0x38
csinc	x12, x27, x11, hi	// hi = pmore
sub	x13, x12, x11
cmp	x13, #0x2
b.cc	7ba7c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16b4>  // b.lo, b.ul, b.last
and	x10, x12, #0x1
lsl	x14, x8, #6
sub	x9, x13, x10
add	x9, x11, x9
add	x11, x11, x10
add	x13, x14, x7, lsl #3
sub	x11, x11, x12
ldr	x12, [sp, #96]
add	x14, x26, x14
add	x12, x12, x13
add	x13, x14, #0x8
ldp	x14, x15, [x12, #-8]
adds	x11, x11, #0x2
add	x12, x12, #0x10
eor	x14, x19, x14, ror #32
eor	x15, x19, x15, ror #32
ror	x16, x14, #15
ror	x17, x15, #15
eor	x16, x16, x14, ror #40
eor	x17, x17, x15, ror #40
eor	x14, x16, x14
eor	x15, x17, x15
mul	x14, x14, x28
mul	x15, x15, x28
lsr	x16, x14, #35
lsr	x17, x15, #35
add	x16, x16, #0x8
eor	x14, x16, x14
add	x16, x17, #0x8
mul	x14, x14, x28
eor	x15, x16, x15
mul	x15, x15, x28
eor	x14, x14, x14, lsr #28
eor	x15, x15, x15, lsr #28
stp	x14, x15, [x13, #-8]
add	x13, x13, #0x10
b.ne	7ba10 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1648>  // b.any
cbz	x10, 7bac4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16fc>
ldr	x10, [sp, #112]
add	x10, x10, x7, lsl #3
mov	x11, x9
ldr	x9, [x10, x9, lsl #3]
eor	x9, x19, x9, ror #32
ror	x12, x9, #15
eor	x12, x12, x9, ror #40
eor	x9, x12, x9
mul	x9, x9, x28
lsr	x12, x9, #35
add	x12, x12, #0x8
eor	x9, x12, x9
mul	x12, x9, x28
add	x9, x11, #0x1
cmp	x9, x27
eor	x12, x12, x12, lsr #28
str	x12, [x26, x11, lsl #3]
b.cc	7ba84 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16bc>  // b.lo, b.ul, b.last
ldp	q0, q1, [x26]
tst	x27, #0x7
ldp	q2, q3, [x26, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x10, v0.d[1]
fmov	x9, d0
mov	x12, v1.d[1]
mov	x13, v2.d[1]
mov	x15, v3.d[1]
fmov	x11, d1
fmov	x14, d2
fmov	x16, d3
umulh	x9, x9, x18
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x26, #256]
umulh	x14, x14, x18
umulh	x13, x13, x18
stp	x11, x12, [x26, #272]
umulh	x16, x16, x18
umulh	x9, x15, x18
stp	x14, x13, [x26, #288]
stp	x16, x9, [x26, #304]
b.ne	7bb50 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1788>  // b.any
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
ldr	q2, [sp, #144]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x26, #512]
b	7bcd8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1910>
ldp	x9, x10, [x26, #64]
cmp	x8, #0x2
ldp	x11, x12, [x26, #80]
ldp	x13, x14, [x26, #96]
umulh	x9, x9, x18
ldp	x15, x16, [x26, #112]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x26, #320]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x26, #336]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x26, #352]
stp	x15, x9, [x26, #368]
b.eq	7bc28 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1860>  // b.none
ldp	x9, x10, [x26, #128]
cmp	x8, #0x3
ldp	x11, x12, [x26, #144]
ldp	x13, x14, [x26, #160]
umulh	x9, x9, x18
ldp	x15, x16, [x26, #176]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x26, #384]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x26, #400]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x26, #416]
stp	x15, x9, [x26, #432]
b.eq	7bc28 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1860>  // b.none
ldp	x9, x10, [x26, #192]
cmp	x8, #0x4
ldp	x11, x12, [x26, #208]
ldp	x13, x14, [x26, #224]
umulh	x9, x9, x18
ldp	x15, x16, [x26, #240]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x26, #448]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x26, #464]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x26, #480]
stp	x15, x9, [x26, #496]
b.ne	7bf38 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b70>  // b.any
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
ldr	q2, [sp, #144]
cmp	x8, #0x1
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x26, #512]
b.eq	7bcd8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1910>  // b.none
ldp	q1, q0, [x26, #64]
cmp	x8, #0x2
ldp	q3, q2, [x26, #96]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #144]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x26, #544]
b.eq	7bcd8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1910>  // b.none
ldp	q1, q0, [x26, #128]
cmp	x8, #0x3
ldp	q3, q2, [x26, #160]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #144]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x26, #576]
b.eq	7bcd8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1910>  // b.none
ldp	q1, q0, [x26, #192]
ldp	q3, q2, [x26, #224]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #144]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x26, #608]
ldr	x8, [sp, #160]
cmp	x8, #0x40, lsl #12
b.ls	7bd00 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1938>  // b.plast
lsl	x8, x27, #3
add	x9, x26, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x22, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	7bcec <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1924>  // b.any
movi	v0.2d, #0x0
add	x8, sp, #0xe0
cmp	x2, #0x20
str	q0, [x8, #1296]
str	q0, [x8, #1280]
b.ne	7bdb8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19f0>  // b.any
mov	x9, xzr
add	x8, x24, #0x100
add	x10, x24, #0x200
b	7bd40 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1978>
mov	w11, #0x1                   	// #1
add	x12, x9, #0x1
strb	w11, [x5, x9]
cmp	x12, #0x20
mov	x9, x12
b.eq	7be68 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa0>  // b.none
ldr	w11, [x10, x9, lsl #2]
and	x11, x11, #0x3ff
ldrh	w11, [x21, x11, lsl #1]
cbz	w11, 7bd28 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1960>
lsl	x13, x9, #3
ldr	x12, [x8, x9, lsl #3]
mov	w14, wzr
add	x12, x22, x12, lsl #6
ldr	w13, [x24, x13]
rbit	w15, w11
sub	w17, w11, #0x1
and	w11, w17, w11
clz	w15, w15
tst	w11, #0xffff
ldr	w16, [x20, w15, uxtw #2]
ldr	w15, [x12, w15, uxtw #2]
mul	w16, w16, w13
lsr	w16, w16, #27
lsl	w16, w23, w16
bic	w15, w16, w15
orr	w14, w15, w14
b.ne	7bd64 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x199c>  // b.any
cmp	w14, #0x0
cset	w11, eq	// eq = none
add	x12, x9, #0x1
strb	w11, [x5, x9]
cmp	x12, #0x20
mov	x9, x12
b.ne	7bd40 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1978>  // b.any
b	7be68 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa0>
cbz	x2, 7be68 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa0>
mov	x8, xzr
add	x9, x5, x2
add	x10, x24, #0x100
add	x11, x24, #0x200
sub	x12, x29, #0x30
b	7bdf0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a28>
mov	w13, #0x1                   	// #1
add	x14, x12, #0x1
strb	w13, [x12]
add	x8, x8, #0x1
cmp	x14, x9
mov	x12, x14
b.eq	7be68 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa0>  // b.none
ldr	w13, [x11, x8, lsl #2]
and	x13, x13, #0x3ff
ldrh	w13, [x21, x13, lsl #1]
cbz	w13, 7bdd4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a0c>
lsl	x15, x8, #3
ldr	x14, [x10, x8, lsl #3]
mov	w16, wzr
add	x14, x22, x14, lsl #6
ldr	w15, [x24, x15]
rbit	w17, w13
sub	w1, w13, #0x1
and	w13, w1, w13
clz	w17, w17
tst	w13, #0xffff
ldr	w18, [x20, w17, uxtw #2]
ldr	w17, [x14, w17, uxtw #2]
mul	w18, w18, w15
lsr	w18, w18, #27
lsl	w18, w23, w18
bic	w17, w18, w17
orr	w16, w17, w16
b.ne	7be14 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a4c>  // b.any
cmp	w16, #0x0
cset	w13, eq	// eq = none
add	x14, x12, #0x1
strb	w13, [x12]
add	x8, x8, #0x1
cmp	x14, x9
mov	x12, x14
b.ne	7bdf0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a28>  // b.any
cmp	x7, x0
b.cc	7bee8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b20>  // b.lo, b.ul, b.last
ldr	x8, [sp, #208]
cmp	x7, x8
b.hi	7bee8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b20>  // b.pmore
ldr	x8, [sp, #200]
sub	x1, x29, #0x30
str	x26, [sp, #176]
mov	x26, x24
mov	x24, x6
mov	x25, x22
add	x0, x8, x0
mov	x22, x21
mov	x21, x7
bl	9360 <memcpy@plt>
ldr	x8, [sp, #176]
sub	x5, x29, #0x30
mov	x6, x24
cmp	x24, x21
mov	x0, x21
mov	x21, x22
mov	x22, x25
mov	x2, x27
b.ne	7b800 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1438>  // b.any
add	sp, sp, #0x610
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
ldr	x2, [sp, #208]
adrp	x3, 14d000 <anon.8c478820bd1f2a479957a254c00ca940.350.llvm.3051064233424156388+0xd60>
add	x3, x3, #0x18
mov	x1, x7
bl	a550 <core::slice::index::slice_index_fail>
adrp	x3, 14c000 <anon.8c478820bd1f2a479957a254c00ca940.175.llvm.3051064233424156388+0x20>
add	x3, x3, #0x7c8
mov	x0, x7
mov	x2, x6
bl	a550 <core::slice::index::slice_index_fail>
mov	x8, x1
adrp	x3, 112000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x463>
add	x3, x3, #0xc0
adrp	x5, 14c000 <anon.8c478820bd1f2a479957a254c00ca940.175.llvm.3051064233424156388+0x20>
add	x5, x5, #0x798
add	x1, sp, #0xd8
add	x2, x8, #0x8
mov	w0, wzr
mov	w4, #0x33                  	// #51
bl	a270 <core::panicking::assert_failed::<usize, usize>>
lsl	x1, x8, #3
adrp	x3, 14c000 <anon.8c478820bd1f2a479957a254c00ca940.175.llvm.3051064233424156388+0x20>
add	x3, x3, #0x780
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	a550 <core::slice::index::slice_index_fail>
