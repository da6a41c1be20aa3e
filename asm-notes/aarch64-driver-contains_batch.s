000000000008bfa4 <linebloom::bench::measure::{{closure}}>:
stp	d11, d10, [sp, #-128]!
stp	d9, d8, [sp, #16]
stp	x29, x30, [sp, #32]
stp	x28, x27, [sp, #48]
stp	x26, x25, [sp, #64]
stp	x24, x23, [sp, #80]
stp	x22, x21, [sp, #96]
stp	x20, x19, [sp, #112]
add	x29, sp, #0x20
sub	sp, sp, #0x270
mov	x21, x0
mov	w0, #0x1                   	// #1
bl	af46c <<std::sys::pal::unix::time::Timespec>::now>
ldr	x8, [x21]
mov	x28, x0
mov	w24, w1
ldrb	w8, [x8]
tbz	w8, #0, 8c03c <linebloom::bench::measure::{{closure}}+0x98>
ldp	x9, x12, [x21, #8]
str	x28, [sp, #24]
ldp	x8, x10, [x12]
stp	x8, x10, [sp, #64]
add	x8, sp, #0x40
ldr	x13, [x21, #24]
ldr	x8, [x9]
ldp	x28, x21, [sp, #64]
ldp	x11, x10, [x13, #8]
cmp	x8, #0x1
str	x11, [sp, #56]
b.ne	8c13c <linebloom::bench::measure::{{closure}}+0x198>  // b.any
ldr	x1, [x9, #32]
ldr	x0, [x9, #8]
cmp	x0, x1
b.hi	8c620 <linebloom::bench::measure::{{closure}}+0x67c>  // b.pmore
ldr	x8, [x9, #24]
add	x22, x8, x0
mov	w8, #0x10                  	// #16
b	8c144 <linebloom::bench::measure::{{closure}}+0x1a0>
ldr	x27, [x21, #16]
ldp	x8, x9, [x27]
stp	x8, x9, [sp, #64]
add	x8, sp, #0x40
ldr	x20, [sp, #72]
cbz	x20, 8c380 <linebloom::bench::measure::{{closure}}+0x3dc>
ldr	x21, [x21, #8]
str	w24, [sp, #36]
ldr	w8, [x21, #64]
sub	x22, x8, #0x1
cmp	x22, #0xf
b.hi	8c6b0 <linebloom::bench::measure::{{closure}}+0x70c>  // b.pmore
ldp	x23, x8, [x21, #40]
adrp	x10, 11f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.386.llvm.11565393731450584947+0xb0>
ldr	x10, [x10, #3968]
mov	x26, #0xdf25                	// #57125
ldr	x24, [sp, #64]
movk	x26, #0x1e98, lsl #16
mov	x19, xzr
rev	w9, w8
add	x22, x10, x22, lsl #11
movk	x26, #0x1c65, lsl #32
eor	x8, x8, x9, lsl #32
mov	x9, #0xd5a2                	// #54690
movk	x26, #0x9fb2, lsl #48
movk	x9, #0xc5ec, lsl #16
movk	x9, #0xb174, lsl #32
movk	x9, #0xc73a, lsl #48
sub	x25, x9, x8
b	8c104 <linebloom::bench::measure::{{closure}}+0x160>
ldr	x2, [x21, #16]
mov	w9, #0x18                  	// #24
eor	x8, x25, x8, ror #32
ldr	x1, [x21, x9]
mov	x0, x22
ror	x10, x8, #40
mov	x3, x1
eor	x10, x10, x8, ror #15
eor	x8, x10, x8
mul	x8, x8, x26
lsr	x10, x8, #35
add	x10, x10, #0x8
eor	x8, x10, x8
mul	x8, x8, x26
eor	x4, x8, x8, lsr #28
ldr	x8, [x23, #8]
blr	x8
add	x19, x19, w0, uxtw
subs	x20, x20, #0x1
b.eq	8c134 <linebloom::bench::measure::{{closure}}+0x190>  // b.none
ldr	x9, [x21]
ldr	x8, [x24], #8
cmp	x9, #0x1
b.ne	8c0b4 <linebloom::bench::measure::{{closure}}+0x110>  // b.any
ldr	x1, [x21, #32]
ldr	x0, [x21, #8]
cmp	x0, x1
b.hi	8c620 <linebloom::bench::measure::{{closure}}+0x67c>  // b.pmore
ldr	x9, [x21, #24]
add	x2, x9, x0
mov	w9, #0x10                  	// #16
b	8c0bc <linebloom::bench::measure::{{closure}}+0x118>
ldr	w24, [sp, #36]
b	8c56c <linebloom::bench::measure::{{closure}}+0x5c8>
ldr	x22, [x9, #16]
mov	w8, #0x18                  	// #24
ldr	x23, [x9, x8]
ldr	w11, [x9, #64]
cmp	x21, x10
ldp	x9, x8, [x9, #40]
stur	x21, [x29, #-72]
stur	x10, [x29, #-56]
str	x9, [sp, #48]
b.ne	8c630 <linebloom::bench::measure::{{closure}}+0x68c>  // b.any
sub	x0, x11, #0x1
str	x12, [sp, #16]
cmp	x0, #0xf
b.hi	8c6a0 <linebloom::bench::measure::{{closure}}+0x6fc>  // b.pmore
movi	v0.2d, #0x0
cmp	x21, #0x20
mov	w9, #0x20                  	// #32
csel	x5, x21, x9, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #64]
stp	q0, q0, [sp, #96]
stp	q0, q0, [sp, #128]
stp	q0, q0, [sp, #160]
stp	q0, q0, [sp, #192]
stp	q0, q0, [sp, #224]
stp	q0, q0, [sp, #256]
stp	q0, q0, [sp, #288]
stp	q0, q0, [sp, #320]
stp	q0, q0, [sp, #352]
stp	q0, q0, [sp, #384]
stp	q0, q0, [sp, #416]
stp	q0, q0, [sp, #448]
stp	q0, q0, [sp, #480]
stp	q0, q0, [sp, #512]
stp	q0, q0, [sp, #544]
cbz	x21, 8c388 <linebloom::bench::measure::{{closure}}+0x3e4>
adrp	x10, 11f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.386.llvm.11565393731450584947+0xb0>
rev	w11, w8
mov	x26, #0xdf25                	// #57125
ldr	x10, [x10, #3968]
eor	x11, x8, x11, lsl #32
movk	x26, #0x1e98, lsl #16
movk	x26, #0x1c65, lsl #32
mov	x9, xzr
add	x8, x10, x0, lsl #11
mov	x10, #0xd5a2                	// #54690
movk	x26, #0x9fb2, lsl #48
movk	x10, #0xc5ec, lsl #16
movk	x10, #0xb174, lsl #32
str	x8, [sp, #40]
lsl	x8, x5, #3
movk	x10, #0xc73a, lsl #48
sub	x27, x10, x11
add	x10, sp, #0x40
cmp	x21, x9
b.eq	8c67c <linebloom::bench::measure::{{closure}}+0x6d8>  // b.none
ldr	x11, [x28, x9, lsl #3]
eor	x11, x27, x11, ror #32
ror	x12, x11, #40
eor	x12, x12, x11, ror #15
eor	x11, x12, x11
mul	x11, x11, x26
lsr	x12, x11, #35
add	x12, x12, #0x8
eor	x11, x12, x11
mul	x11, x11, x26
eor	x11, x11, x11, lsr #28
str	x11, [x10, x9, lsl #3]
umulh	x0, x11, x23
cmp	x23, x0
b.ls	8c690 <linebloom::bench::measure::{{closure}}+0x6ec>  // b.plast
add	x11, x22, x0, lsl #6
prfm	pldl1keep, [x11]
subs	x8, x8, #0x8
add	x9, x9, #0x1
b.ne	8c210 <linebloom::bench::measure::{{closure}}+0x26c>  // b.any
mov	x0, xzr
mov	x10, xzr
add	x19, sp, #0x40
str	x13, [sp, #8]
str	w24, [sp, #36]
add	x25, x5, x0
mov	w9, #0x20                  	// #32
eor	x24, x10, #0x1
subs	x8, x21, x25
cmp	x8, #0x20
csel	x20, x8, x9, cc	// cc = lo, ul, last
cmp	x21, x25
b.eq	8c308 <linebloom::bench::measure::{{closure}}+0x364>  // b.none
add	x11, x19, x24, lsl #8
lsl	x12, x20, #3
subs	x8, x21, x25
csel	x13, xzr, x8, cc	// cc = lo, ul, last
add	x8, x5, x0
cbz	x13, 8c654 <linebloom::bench::measure::{{closure}}+0x6b0>
ldr	x9, [x28, x8, lsl #3]
eor	x9, x27, x9, ror #32
ror	x14, x9, #40
eor	x14, x14, x9, ror #15
eor	x9, x14, x9
mul	x9, x9, x26
lsr	x14, x9, #35
add	x14, x14, #0x8
eor	x9, x14, x9
mul	x9, x9, x26
eor	x14, x9, x9, lsr #28
umulh	x9, x14, x23
str	x14, [x11], #8
cmp	x23, x9
b.ls	8c668 <linebloom::bench::measure::{{closure}}+0x6c4>  // b.plast
add	x9, x22, x9, lsl #6
prfm	pldl1keep, [x9]
sub	x12, x12, #0x8
sub	x13, x13, #0x1
add	x8, x8, #0x1
cbnz	x12, 8c2b0 <linebloom::bench::measure::{{closure}}+0x30c>
cmp	x25, x0
b.cc	8c60c <linebloom::bench::measure::{{closure}}+0x668>  // b.lo, b.ul, b.last
cmp	x21, x25
b.cc	8c60c <linebloom::bench::measure::{{closure}}+0x668>  // b.lo, b.ul, b.last
ldp	x8, x9, [sp, #48]
add	x4, x19, x10, lsl #8
mov	x1, x23
mov	x2, x22
mov	x3, x23
mov	x7, x5
ldr	x8, [x8, #24]
add	x6, x9, x0
ldr	x0, [sp, #40]
blr	x8
cmp	x21, x25
mov	x0, x25
mov	x5, x20
mov	x10, x24
b.ne	8c27c <linebloom::bench::measure::{{closure}}+0x2d8>  // b.any
ldr	x9, [sp, #8]
ldr	x8, [x9, #16]
cbz	x8, 8c394 <linebloom::bench::measure::{{closure}}+0x3f0>
ldp	x27, x28, [sp, #16]
cmp	x8, #0x8
ldr	x9, [x9, #8]
ldr	w24, [sp, #36]
b.cs	8c3a4 <linebloom::bench::measure::{{closure}}+0x400>  // b.hs, b.nlast
mov	x10, xzr
mov	x19, xzr
b	8c554 <linebloom::bench::measure::{{closure}}+0x5b0>
mov	x19, xzr
b	8c56c <linebloom::bench::measure::{{closure}}+0x5c8>
ldp	x27, x28, [sp, #16]
mov	x19, xzr
b	8c56c <linebloom::bench::measure::{{closure}}+0x5c8>
ldp	x27, x28, [sp, #16]
mov	x19, xzr
ldr	w24, [sp, #36]
b	8c56c <linebloom::bench::measure::{{closure}}+0x5c8>
cmp	x8, #0x20
adrp	x11, df000 <linebloom::block::SELECT+0x82a0>
adrp	x12, df000 <linebloom::block::SELECT+0x82a0>
b.cs	8c3c0 <linebloom::bench::measure::{{closure}}+0x41c>  // b.hs, b.nlast
mov	x10, xzr
mov	x19, xzr
b	8c4e8 <linebloom::bench::measure::{{closure}}+0x544>
movi	v0.2d, #0x0
movi	v2.2d, #0x0
adrp	x10, df000 <linebloom::block::SELECT+0x82a0>
movi	v6.2d, #0x0
movi	v1.2d, #0x0
adrp	x14, df000 <linebloom::block::SELECT+0x82a0>
movi	v17.2d, #0x0
movi	v4.2d, #0x0
ldr	q24, [x11, #320]
movi	v5.2d, #0x0
movi	v3.2d, #0x0
ldr	q25, [x12, #336]
movi	v21.2d, #0x0
movi	v16.2d, #0x0
ldr	q26, [x10, #352]
movi	v7.2d, #0x0
movi	v22.2d, #0x0
ldr	q27, [x14, #368]
movi	v19.2d, #0x0
movi	v20.2d, #0x0
and	x13, x8, #0x18
movi	v18.2d, #0x0
movi	v23.2d, #0x0
and	x10, x8, #0xffffffffffffffe0
add	x14, x9, #0x10
and	x15, x8, #0xffffffffffffffe0
ldp	q28, q29, [x14, #-16]
subs	x15, x15, #0x20
add	x14, x14, #0x20
tbl	v30.16b, {v28.16b}, v25.16b
tbl	v31.16b, {v28.16b}, v24.16b
tbl	v8.16b, {v28.16b}, v26.16b
tbl	v28.16b, {v28.16b}, v27.16b
tbl	v9.16b, {v29.16b}, v24.16b
tbl	v10.16b, {v29.16b}, v25.16b
tbl	v11.16b, {v29.16b}, v26.16b
tbl	v29.16b, {v29.16b}, v27.16b
uaddw2	v6.2d, v6.2d, v30.4s
uaddw2	v17.2d, v17.2d, v31.4s
uaddw	v1.2d, v1.2d, v31.2s
uaddw	v2.2d, v2.2d, v30.2s
uaddw	v4.2d, v4.2d, v8.2s
uaddw2	v5.2d, v5.2d, v8.4s
uaddw	v3.2d, v3.2d, v28.2s
uaddw2	v21.2d, v21.2d, v28.4s
uaddw2	v0.2d, v0.2d, v10.4s
uaddw2	v22.2d, v22.2d, v9.4s
uaddw	v7.2d, v7.2d, v9.2s
uaddw	v16.2d, v16.2d, v10.2s
uaddw	v19.2d, v19.2d, v11.2s
uaddw2	v20.2d, v20.2d, v11.4s
uaddw	v18.2d, v18.2d, v29.2s
uaddw2	v23.2d, v23.2d, v29.4s
b.ne	8c428 <linebloom::bench::measure::{{closure}}+0x484>  // b.any
add	v17.2d, v22.2d, v17.2d
add	v21.2d, v23.2d, v21.2d
cmp	x8, x10
add	v0.2d, v0.2d, v6.2d
add	v2.2d, v16.2d, v2.2d
add	v4.2d, v19.2d, v4.2d
add	v5.2d, v20.2d, v5.2d
add	v1.2d, v7.2d, v1.2d
add	v3.2d, v18.2d, v3.2d
add	v2.2d, v2.2d, v4.2d
add	v1.2d, v1.2d, v3.2d
add	v0.2d, v0.2d, v5.2d
add	v3.2d, v17.2d, v21.2d
add	v1.2d, v2.2d, v1.2d
add	v0.2d, v0.2d, v3.2d
add	v0.2d, v1.2d, v0.2d
addp	d0, v0.2d
fmov	x19, d0
b.eq	8c56c <linebloom::bench::measure::{{closure}}+0x5c8>  // b.none
cbz	x13, 8c554 <linebloom::bench::measure::{{closure}}+0x5b0>
movi	v0.2d, #0x0
movi	v1.2d, #0x0
mov	x13, x10
movi	v2.2d, #0x0
movi	v3.2d, #0x0
and	x10, x8, #0xfffffffffffffff8
ldr	q4, [x11, #320]
ldr	q5, [x12, #336]
sub	x11, x13, x10
add	x12, x9, x13
mov	v0.d[0], x19
ldr	d6, [x12], #8
adds	x11, x11, #0x8
tbl	v7.16b, {v6.16b}, v4.16b
tbl	v6.16b, {v6.16b}, v5.16b
uaddw2	v3.2d, v3.2d, v7.4s
uaddw2	v2.2d, v2.2d, v6.4s
uaddw	v1.2d, v1.2d, v7.2s
uaddw	v0.2d, v0.2d, v6.2s
b.ne	8c514 <linebloom::bench::measure::{{closure}}+0x570>  // b.any
add	v0.2d, v0.2d, v1.2d
add	v1.2d, v2.2d, v3.2d
cmp	x8, x10
add	v0.2d, v0.2d, v1.2d
addp	d0, v0.2d
fmov	x19, d0
b.eq	8c56c <linebloom::bench::measure::{{closure}}+0x5c8>  // b.none
sub	x8, x8, x10
add	x9, x9, x10
ldrb	w10, [x9], #1
subs	x8, x8, #0x1
add	x19, x19, x10
b.ne	8c55c <linebloom::bench::measure::{{closure}}+0x5b8>  // b.any
mov	w0, #0x1                   	// #1
bl	af46c <<std::sys::pal::unix::time::Timespec>::now>
stur	x0, [x29, #-72]
add	x0, sp, #0x40
sub	x2, x29, #0x38
stur	w1, [x29, #-64]
sub	x1, x29, #0x48
stur	x28, [x29, #-56]
stur	w24, [x29, #-48]
bl	af37c <<std::sys::pal::unix::time::Timespec>::sub_timespec>
ldr	s0, [sp, #80]
mov	x8, #0xcd6500000000        	// #225833675390976
ldr	d2, [sp, #72]
movk	x8, #0x41cd, lsl #48
ucvtf	d0, d0
fmov	d1, x8
ucvtf	d2, d2
ldr	w8, [sp, #64]
str	x19, [sp, #64]
cmp	w8, #0x0
add	x8, sp, #0x40
fdiv	d0, d0, d1
fadd	d0, d0, d2
ldr	d2, [x27, #8]
ldr	x0, [sp, #64]
ucvtf	d2, d2
fmul	d0, d0, d1
movi	d1, #0x0
fcsel	d0, d1, d0, ne	// ne = any
fdiv	d0, d0, d2
add	sp, sp, #0x270
ldp	x20, x19, [sp, #112]
ldp	x22, x21, [sp, #96]
ldp	x24, x23, [sp, #80]
ldp	x26, x25, [sp, #64]
ldp	x28, x27, [sp, #48]
ldp	x29, x30, [sp, #32]
ldp	d9, d8, [sp, #16]
ldp	d11, d10, [sp], #128
ret
adrp	x3, 11d000 <anon.3c393e5b6c2da56e833aec87ddef3a17.174.llvm.13525123763724288514+0x808>
add	x3, x3, #0x6c0
mov	x1, x25
mov	x2, x21
bl	98b0 <core::slice::index::slice_index_fail>
adrp	x3, 11c000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x308>
add	x3, x3, #0x7f8
mov	x2, x1
bl	98b0 <core::slice::index::slice_index_fail>
adrp	x3, e1000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x1e20>
add	x3, x3, #0x3a3
adrp	x5, 11d000 <anon.3c393e5b6c2da56e833aec87ddef3a17.174.llvm.13525123763724288514+0x808>
add	x5, x5, #0x3b8
sub	x1, x29, #0x48
sub	x2, x29, #0x38
mov	w0, wzr
mov	w4, #0x5b                  	// #91
bl	95d0 <core::panicking::assert_failed::<usize, usize>>
adrp	x2, 11d000 <anon.3c393e5b6c2da56e833aec87ddef3a17.174.llvm.13525123763724288514+0x808>
add	x2, x2, #0x3e8
mov	x0, x8
mov	x1, x21
bl	9714 <core::panicking::panic_bounds_check>
adrp	x2, 11d000 <anon.3c393e5b6c2da56e833aec87ddef3a17.174.llvm.13525123763724288514+0x808>
add	x2, x2, #0x6d8
mov	x0, x9
mov	x1, x23
bl	9714 <core::panicking::panic_bounds_check>
adrp	x2, 11d000 <anon.3c393e5b6c2da56e833aec87ddef3a17.174.llvm.13525123763724288514+0x808>
add	x2, x2, #0x3e8
mov	x0, x21
mov	x1, x21
bl	9714 <core::panicking::panic_bounds_check>
adrp	x2, 11d000 <anon.3c393e5b6c2da56e833aec87ddef3a17.174.llvm.13525123763724288514+0x808>
add	x2, x2, #0x6d8
mov	x1, x23
bl	9714 <core::panicking::panic_bounds_check>
adrp	x2, 11d000 <anon.3c393e5b6c2da56e833aec87ddef3a17.174.llvm.13525123763724288514+0x808>
add	x2, x2, #0x3d0
mov	w1, #0x10                  	// #16
bl	9714 <core::panicking::panic_bounds_check>
mov	x0, x21
bl	6ae00 <linebloom::storage::BlockBuf::as_slice>
adrp	x2, 11d000 <anon.3c393e5b6c2da56e833aec87ddef3a17.174.llvm.13525123763724288514+0x808>
add	x2, x2, #0x3d0
mov	x0, x22
mov	w1, #0x10                  	// #16
bl	9714 <core::panicking::panic_bounds_check>
