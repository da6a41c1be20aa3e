00000000000e31f0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x608
mov    DWORD PTR [rsp+0x1c],r9d
mov    QWORD PTR [rsp+0x78],rdx
mov    QWORD PTR [rsp+0x38],rdi
cmp    rdx,QWORD PTR [rdi+0x8]
jne    e4855 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1665>
mov    rbx,rdx
mov    r15,rsi
mov    QWORD PTR [rsp+0x8],r8
lea    r13,[rsp+0x80]
mov    r12,QWORD PTR [rip+0xca384]        # 1ad5b8 <memset@GLIBC_2.2.5>
mov    edx,0x280
mov    rdi,r13
xor    esi,esi
mov    QWORD PTR [rsp],rcx
call   r12
lea    r14,[rsp+0x388]
mov    edx,0x280
mov    rdi,r14
xor    esi,esi
call   r12
mov    rdi,QWORD PTR [rsp]
mov    rbp,QWORD PTR [rdi+0x8]
cmp    rbp,0x20
mov    r8d,0x20
cmovb  r8,rbp
test   rbp,rbp
je     e4782 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1592>
mov    r11,r13
mov    r12,QWORD PTR [rdi]
mov    r13,r8
shr    r13,0x3
mov    eax,r8d
and    eax,0x38
test   r13,r13
je     e33f4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x204>
vpbroadcastq ymm0,QWORD PTR [rdi+0x10]
mov    rcx,r13
shl    rcx,0x6
xor    edx,edx
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff2d51b]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff2d372]        # 10628 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff2f1a2]        # 12460 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff2d2b1]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxor  xmm5,xmm5,xmm5
nop    DWORD PTR [rax+rax*1+0x0]
vpshufd ymm6,YMMWORD PTR [r12+rdx*1+0x20],0xb1
vpxor  ymm6,ymm0,ymm6
vpshufb ymm7,ymm6,ymm3
vpsrlq ymm8,ymm6,0xf
vpsllq ymm9,ymm6,0x31
vpor   ymm8,ymm9,ymm8
vpxor  ymm6,ymm7,ymm6
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm7,ymm6,ymm1
vpsrlq ymm8,ymm6,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm7,ymm7,ymm6
vpsrlq ymm8,ymm7,0x23
vpaddq ymm8,ymm8,ymm4
vpblendd ymm6,ymm6,ymm5,0xaa
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm8,ymm6,ymm1
vpsrlq ymm7,ymm7,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm6,ymm7,ymm6
vpsrlq ymm7,ymm6,0x1c
vpshufd ymm8,YMMWORD PTR [r12+rdx*1],0xb1
vpxor  ymm6,ymm7,ymm6
vpxor  ymm7,ymm8,ymm0
vpshufb ymm8,ymm7,ymm3
vpsrlq ymm9,ymm7,0xf
vpsllq ymm10,ymm7,0x31
vpor   ymm9,ymm10,ymm9
vpxor  ymm7,ymm8,ymm7
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm8,ymm7,ymm1
vpsrlq ymm9,ymm7,0x20
vpmuludq ymm9,ymm9,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm8,ymm8,ymm7
vpsrlq ymm9,ymm8,0x23
vpaddq ymm9,ymm9,ymm4
vpblendd ymm7,ymm7,ymm5,0xaa
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm9,ymm7,ymm1
vpsrlq ymm8,ymm8,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsrlq ymm8,ymm7,0x1c
vpxor  ymm7,ymm8,ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x80],ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0xa0],ymm6
add    rdx,0x40
cmp    rcx,rdx
jne    e32d0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe0>
cmp    rax,r8
je     e355f <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x36f>
mov    rsi,rax
or     rsi,0x1
cmp    r8,rsi
cmova  rsi,r8
mov    rcx,QWORD PTR [rdi+0x10]
mov    rdx,rsi
sub    rdx,rax
cmp    rdx,0x4
jae    e342d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x23d>
mov    rdx,rax
movabs r9,0x9fb21c651e98df25
jmp    e3510 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x320>
and    esi,0x3
sub    rdx,rsi
add    rdx,rax
vmovq  xmm0,rcx
vpbroadcastq ymm0,xmm0
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff2f018]        # 12460 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff2d377]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff2d1fe]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff2d115]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vpshufd ymm5,YMMWORD PTR [r12+rax*8],0xb1
vpxor  ymm5,ymm5,ymm0
vpsrlq ymm6,ymm5,0xf
vpsllq ymm7,ymm5,0x31
vpor   ymm6,ymm7,ymm6
vpshufb ymm7,ymm5,ymm1
vpxor  ymm5,ymm6,ymm5
vpxor  ymm5,ymm5,ymm7
vpmuludq ymm6,ymm5,ymm2
vpsrlq ymm7,ymm5,0x20
vpmuludq ymm7,ymm7,ymm3
vpaddq ymm6,ymm6,ymm7
vpsllq ymm6,ymm6,0x20
vpmuludq ymm5,ymm5,ymm3
vpaddq ymm5,ymm5,ymm6
vpsrlq ymm6,ymm5,0x23
vpaddq ymm6,ymm6,ymm4
vpxor  ymm6,ymm6,ymm5
vpmuludq ymm7,ymm6,ymm3
vpmuludq ymm6,ymm6,ymm2
vpsrlq ymm5,ymm5,0x20
vpmuludq ymm5,ymm5,ymm3
vpaddq ymm5,ymm6,ymm5
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm7,ymm5
vpsrlq ymm6,ymm5,0x1c
vpxor  ymm5,ymm6,ymm5
vmovdqu YMMWORD PTR [rsp+rax*8+0x80],ymm5
add    rax,0x4
cmp    rdx,rax
jne    e3470 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x280>
test   rsi,rsi
movabs r9,0x9fb21c651e98df25
je     e355f <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x36f>
nop    DWORD PTR [rax]
mov    rax,QWORD PTR [r12+rdx*8]
rol    rax,0x20
xor    rax,rcx
mov    rsi,rax
rol    rsi,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,rsi
xor    rdi,rax
imul   rdi,r9
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,r9
mov    rsi,rax
shr    rsi,0x1c
xor    rsi,rax
mov    QWORD PTR [rsp+rdx*8+0x80],rsi
inc    rdx
cmp    rdx,r8
jb     e3510 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x320>
mov    eax,r8d
and    eax,0x7
cmp    rax,0x1
sbb    r13,0xffffffffffffffff
mov    rcx,rbx
shr    rcx,0x20
lea    rdx,[r13*8+0x0]
mov    eax,ebx
vmovq  xmm0,rax
vpbroadcastq ymm8,xmm0
mov    QWORD PTR [rsp+0x40],rcx
test   rcx,rcx
mov    QWORD PTR [rsp+0x10],r8
je     e38c4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x6d4>
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x80]
mov    rsi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x88]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x90]
mov    r9,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x98]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xa0]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xa8]
mov    rcx,r12
mov    r12,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xb0]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xb8]
mov    QWORD PTR [rsp+0x180],rsi
mov    QWORD PTR [rsp+0x188],r8
mov    QWORD PTR [rsp+0x190],r9
mov    QWORD PTR [rsp+0x198],r10
mov    QWORD PTR [rsp+0x1a0],r11
lea    r11,[rsp+0x80]
mov    QWORD PTR [rsp+0x1a8],r12
mov    r12,rcx
mov    QWORD PTR [rsp+0x1b0],rdi
mov    QWORD PTR [rsp+0x1b8],rdx
mov    eax,0x8
cmp    r13,0x1
je     e39ef <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x7ff>
mov    rax,rbx
mul    QWORD PTR [rsp+0xc0]
mov    rsi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xc8]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xd0]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xd8]
mov    r9,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xe0]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xe8]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xf0]
mov    r12,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xf8]
mov    QWORD PTR [rsp+0x1c0],rsi
mov    QWORD PTR [rsp+0x1c8],rdi
mov    QWORD PTR [rsp+0x1d0],r8
mov    QWORD PTR [rsp+0x1d8],r9
mov    QWORD PTR [rsp+0x1e0],r10
mov    QWORD PTR [rsp+0x1e8],r11
lea    r11,[rsp+0x80]
mov    QWORD PTR [rsp+0x1f0],r12
mov    r12,rcx
mov    QWORD PTR [rsp+0x1f8],rdx
mov    eax,0x10
cmp    r13,0x2
je     e39ef <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x7ff>
mov    rax,rbx
mul    QWORD PTR [rsp+0x100]
mov    rsi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x108]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x110]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x118]
mov    r9,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x120]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x128]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x130]
mov    r12,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x138]
mov    QWORD PTR [rsp+0x200],rsi
mov    QWORD PTR [rsp+0x208],rdi
mov    QWORD PTR [rsp+0x210],r8
mov    QWORD PTR [rsp+0x218],r9
mov    QWORD PTR [rsp+0x220],r10
mov    QWORD PTR [rsp+0x228],r11
lea    r11,[rsp+0x80]
mov    QWORD PTR [rsp+0x230],r12
mov    r12,rcx
mov    QWORD PTR [rsp+0x238],rdx
mov    eax,0x18
cmp    r13,0x3
je     e39ef <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x7ff>
mov    rax,rbx
mul    QWORD PTR [rsp+0x140]
mov    rsi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x148]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x150]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x158]
mov    r9,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x160]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x168]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x170]
mov    r12,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x178]
mov    QWORD PTR [rsp+0x240],rsi
mov    QWORD PTR [rsp+0x248],rdi
mov    QWORD PTR [rsp+0x250],r8
mov    QWORD PTR [rsp+0x258],r9
mov    QWORD PTR [rsp+0x260],r10
mov    QWORD PTR [rsp+0x268],r11
lea    r11,[rsp+0x80]
mov    QWORD PTR [rsp+0x270],r12
mov    r12,rcx
mov    QWORD PTR [rsp+0x278],rdx
mov    eax,0x20
cmp    r13,0x4
je     e39ef <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x7ff>
jmp    e48ce <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16de>
vmovdqu ymm0,YMMWORD PTR [rsp+0x80]
vmovdqu ymm1,YMMWORD PTR [rsp+0xa0]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
vmovdqu YMMWORD PTR [rsp+0x180],ymm0
vmovdqu YMMWORD PTR [rsp+0x1a0],ymm1
cmp    r13,0x1
je     e39ec <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x7fc>
vmovdqu ymm0,YMMWORD PTR [rsp+0xc0]
vmovdqu ymm1,YMMWORD PTR [rsp+0xe0]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
vmovdqu YMMWORD PTR [rsp+0x1c0],ymm0
vmovdqu YMMWORD PTR [rsp+0x1e0],ymm1
cmp    r13,0x2
je     e39ec <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x7fc>
vmovdqu ymm0,YMMWORD PTR [rsp+0x100]
vmovdqu ymm1,YMMWORD PTR [rsp+0x120]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
vmovdqu YMMWORD PTR [rsp+0x200],ymm0
vmovdqu YMMWORD PTR [rsp+0x220],ymm1
cmp    r13,0x3
jne    e47af <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15bf>
mov    rax,rdx
vmovups ymm0,YMMWORD PTR [rsp+0x80]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+0xa0],0x88
vpermpd ymm0,ymm0,0xd8
vpbroadcastd ymm9,DWORD PTR [rip+0xfffffffffff2cafb]        # 1050c <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x4>
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x280],ymm0
cmp    r13,0x1
je     e3ac8 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x8d8>
vmovups ymm0,YMMWORD PTR [rsp+0xc0]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+0xe0],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2a0],ymm0
cmp    r13,0x2
je     e3ac8 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x8d8>
vmovups ymm0,YMMWORD PTR [rsp+0x100]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+0x120],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2c0],ymm0
cmp    r13,0x3
je     e3ac8 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x8d8>
vmovups ymm0,YMMWORD PTR [rsp+0x140]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+0x160],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2e0],ymm0
cmp    r13,0x4
jne    e48ed <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16fd>
cmp    BYTE PTR [rsp+0x1c],0x0
mov    r8,QWORD PTR [rsp+0x10]
movabs r10,0x9fb21c651e98df25
mov    r13,QWORD PTR [rsp+0x40]
je     e3bb0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9c0>
lea    rcx,[rsp+0x180]
lea    rdx,[r8*8-0x8]
mov    esi,edx
not    esi
mov    rax,rcx
test   sil,0x38
je     e3b35 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x945>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,rcx
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
add    rax,0x8
shl    rdi,0x6
prefetcht0 BYTE PTR [r15+rdi*1]
dec    rsi
jne    e3b20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x930>
cmp    rdx,0x38
jb     e3bb0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9c0>
lea    rcx,[rcx+r8*8]
nop
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rcx
jne    e3b40 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x950>
mov    rax,QWORD PTR [rsp]
mov    rax,QWORD PTR [rax+0x10]
mov    QWORD PTR [rsp+0x28],rax
vmovq  xmm0,rax
vpbroadcastq ymm10,xmm0
mov    rcx,QWORD PTR [rsp+0x8]
mov    rax,QWORD PTR [rcx]
mov    QWORD PTR [rsp+0x60],rax
mov    rax,QWORD PTR [rcx+0x8]
mov    QWORD PTR [rsp+0x30],rax
xor    edi,edi
mov    QWORD PTR [rsp+0x48],r12
lea    rax,[r12+0x20]
mov    QWORD PTR [rsp+0x58],rax
vpxor  xmm11,xmm11,xmm11
vmovdqa ymm12,YMMWORD PTR [rip+0xfffffffffff2e7e5]        # 123e0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4e8>
vpcmpeqd ymm13,ymm13,ymm13
vmovdqa ymm14,YMMWORD PTR [rip+0xfffffffffff2e7b8]        # 123c0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4c8>
vmovdqa ymm15,YMMWORD PTR [rip+0xfffffffffff2e850]        # 12460 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
mov    QWORD PTR [rsp+0x50],rbx
mov    QWORD PTR [rsp+0x68],rbp
vmovdqu YMMWORD PTR [rsp+0x360],ymm8
vmovdqu YMMWORD PTR [rsp+0x340],ymm9
vmovdqu YMMWORD PTR [rsp+0x320],ymm10
data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r12,r11
lea    rcx,[r8+rdi*1]
mov    rdx,rbp
sub    rdx,rcx
cmp    rdx,0x20
mov    eax,0x20
cmovae rdx,rax
mov    QWORD PTR [rsp],rdx
mov    QWORD PTR [rsp+0x8],rcx
cmp    rbp,rcx
mov    QWORD PTR [rsp+0x10],r8
je     e4230 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    r8,QWORD PTR [rsp]
mov    rsi,r8
add    rsi,QWORD PTR [rsp+0x8]
jb     e483d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x164d>
cmp    rsi,rbp
ja     e483d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x164d>
mov    rcx,r8
shr    rcx,0x3
je     e3de0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xbf0>
mov    rax,rcx
shl    rax,0x6
mov    rdx,QWORD PTR [rsp+0x58]
mov    rsi,QWORD PTR [rsp+0x8]
lea    rdx,[rdx+rsi*8]
xor    esi,esi
vpshufd ymm0,YMMWORD PTR [rdx+rsi*1],0xb1
vpxor  ymm0,ymm10,ymm0
vpshufb ymm1,ymm0,ymm15
vpsrlq ymm2,ymm0,0xf
vpsllq ymm3,ymm0,0x31
vpor   ymm2,ymm3,ymm2
vpxor  ymm0,ymm1,ymm0
vpxor  ymm2,ymm0,ymm2
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff2caea]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpmuludq ymm3,ymm2,ymm1
vpsrlq ymm4,ymm2,0x20
vpbroadcastq ymm0,QWORD PTR [rip+0xfffffffffff2c938]        # 10628 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq ymm4,ymm4,ymm0
vpaddq ymm3,ymm4,ymm3
vpsllq ymm3,ymm3,0x20
vpmuludq ymm2,ymm2,ymm0
vpaddq ymm3,ymm3,ymm2
vpsrlq ymm4,ymm3,0x23
vpbroadcastq ymm5,QWORD PTR [rip+0xfffffffffff2c865]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm4,ymm4,ymm5
vpblendd ymm2,ymm2,ymm11,0xaa
vpxor  ymm2,ymm4,ymm2
vpmuludq ymm4,ymm2,ymm1
vpsrlq ymm3,ymm3,0x20
vpmuludq ymm3,ymm3,ymm0
vpaddq ymm3,ymm4,ymm3
vpsllq ymm3,ymm3,0x20
vpmuludq ymm2,ymm2,ymm0
vpaddq ymm2,ymm3,ymm2
vpsrlq ymm3,ymm2,0x1c
vpshufd ymm4,YMMWORD PTR [rdx+rsi*1-0x20],0xb1
vpxor  ymm2,ymm3,ymm2
vpxor  ymm3,ymm10,ymm4
vpshufb ymm4,ymm3,ymm15
vpsrlq ymm6,ymm3,0xf
vpsllq ymm7,ymm3,0x31
vpor   ymm6,ymm7,ymm6
vpxor  ymm3,ymm4,ymm3
vpxor  ymm3,ymm3,ymm6
vpmuludq ymm4,ymm3,ymm1
vpsrlq ymm6,ymm3,0x20
vpmuludq ymm6,ymm6,ymm0
vpaddq ymm4,ymm6,ymm4
vpsllq ymm4,ymm4,0x20
vpmuludq ymm3,ymm3,ymm0
vpaddq ymm4,ymm4,ymm3
vpsrlq ymm6,ymm4,0x23
vpaddq ymm5,ymm6,ymm5
vpblendd ymm3,ymm3,ymm11,0xaa
vpxor  ymm3,ymm5,ymm3
vpmuludq ymm1,ymm3,ymm1
vpsrlq ymm4,ymm4,0x20
vpmuludq ymm4,ymm4,ymm0
vpaddq ymm1,ymm1,ymm4
vpsllq ymm1,ymm1,0x20
vpmuludq ymm0,ymm3,ymm0
vpaddq ymm0,ymm1,ymm0
vpsrlq ymm1,ymm0,0x1c
vpxor  ymm0,ymm1,ymm0
vmovdqu YMMWORD PTR [r14+rsi*1],ymm0
vmovdqu YMMWORD PTR [r14+rsi*1+0x20],ymm2
add    rsi,0x40
cmp    rax,rsi
jne    e3cb0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac0>
mov    esi,r8d
and    esi,0x38
cmp    rsi,r8
je     e3f4f <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd5f>
mov    rax,r8
mov    r8,rsi
or     r8,0x1
cmp    rax,r8
cmova  r8,rax
mov    rax,QWORD PTR [rsp+0x48]
mov    rdx,QWORD PTR [rsp+0x8]
lea    rax,[rax+rdx*8]
mov    rdx,r8
sub    rdx,rsi
cmp    rdx,0x4
jae    e3e27 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc37>
mov    rdx,rsi
mov    r11,QWORD PTR [rsp+0x28]
jmp    e3f00 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd10>
mov    r9d,r8d
and    r9d,0x3
sub    rdx,r9
add    rdx,rsi
and    r8,0xfffffffffffffffc
nop    DWORD PTR [rax+rax*1+0x0]
vpshufd ymm0,YMMWORD PTR [rax+rsi*8],0xb1
vpxor  ymm0,ymm10,ymm0
vpsrlq ymm1,ymm0,0xf
vpsllq ymm2,ymm0,0x31
vpor   ymm1,ymm2,ymm1
vpshufb ymm2,ymm0,ymm15
vpxor  ymm0,ymm1,ymm0
vpxor  ymm0,ymm0,ymm2
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff2c95a]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpmuludq ymm2,ymm0,ymm1
vpsrlq ymm3,ymm0,0x20
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff2c7d8]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmuludq ymm3,ymm3,ymm4
vpaddq ymm2,ymm2,ymm3
vpsllq ymm2,ymm2,0x20
vpmuludq ymm0,ymm0,ymm4
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm2,ymm0,0x23
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff2c6d5]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm2,ymm2,ymm3
vpxor  ymm2,ymm2,ymm0
vpmuludq ymm3,ymm2,ymm4
vpmuludq ymm1,ymm2,ymm1
vpsrlq ymm0,ymm0,0x20
vpmuludq ymm0,ymm0,ymm4
vpaddq ymm0,ymm1,ymm0
vpsllq ymm0,ymm0,0x20
vpaddq ymm0,ymm3,ymm0
vpsrlq ymm1,ymm0,0x1c
vpxor  ymm0,ymm1,ymm0
vmovdqu YMMWORD PTR [r14+rsi*8],ymm0
add    rsi,0x4
cmp    r8,rsi
jne    e3e40 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc50>
test   r9,r9
mov    r11,QWORD PTR [rsp+0x28]
mov    r8,QWORD PTR [rsp]
je     e3f4f <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd5f>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rsi,QWORD PTR [rax+rdx*8]
rol    rsi,0x20
xor    rsi,r11
mov    r8,rsi
rol    r8,0x31
mov    r9,rsi
rol    r9,0x18
xor    r9,r8
xor    r9,rsi
imul   r9,r10
mov    rsi,r9
shr    rsi,0x23
add    rsi,0x8
xor    rsi,r9
imul   rsi,r10
mov    r8,rsi
shr    r8,0x1c
xor    r8,rsi
mov    QWORD PTR [r14+rdx*8],r8
mov    r8,QWORD PTR [rsp]
inc    rdx
cmp    rdx,r8
jb     e3f00 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd10>
mov    eax,r8d
and    eax,0x7
cmp    rax,0x1
sbb    rcx,0xffffffffffffffff
lea    rsi,[rcx*8+0x0]
xor    r8d,r8d
jmp    e4022 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe32>
nop    DWORD PTR [rax]
mov    rax,rbx
mul    QWORD PTR [r14+r8*8+0x18]
mov    r9,rdx
mov    rax,rbx
mul    QWORD PTR [r14+r8*8+0x10]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [r14+r8*8+0x8]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [r14+r8*8]
vmovq  xmm0,rdx
vmovq  xmm1,r11
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r10
vmovq  xmm2,r9
mov    rax,rbx
mul    QWORD PTR [r14+r8*8+0x38]
mov    r9,rdx
mov    rax,rbx
mul    QWORD PTR [r14+r8*8+0x30]
mov    r10,rdx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
mov    rax,rbx
mul    QWORD PTR [r14+r8*8+0x28]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [r14+r8*8+0x20]
vmovq  xmm1,rdx
vmovq  xmm2,r11
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,r10
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vmovdqu YMMWORD PTR [r14+r8*8+0x100],ymm0
vmovdqu YMMWORD PTR [r14+r8*8+0x120],ymm1
add    r8,0x8
cmp    rsi,r8
je     e4080 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe90>
cmp    r8,0x20
je     e4797 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15a7>
test   r13,r13
jne    e3f70 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd80>
vmovdqu ymm0,YMMWORD PTR [r14+r8*8]
vmovdqu ymm1,YMMWORD PTR [r14+r8*8+0x20]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
jmp    e4005 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe15>
nop    WORD PTR [rax+rax*1+0x0]
vmovups ymm0,YMMWORD PTR [r14]
vshufps ymm0,ymm0,YMMWORD PTR [r14+0x20],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r14+0x200],ymm0
cmp    rcx,0x1
je     e4150 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
vmovups ymm0,YMMWORD PTR [r14+0x40]
vshufps ymm0,ymm0,YMMWORD PTR [r14+0x60],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r14+0x220],ymm0
cmp    rcx,0x2
je     e4150 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
vmovups ymm0,YMMWORD PTR [r14+0x80]
vshufps ymm0,ymm0,YMMWORD PTR [r14+0xa0],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r14+0x240],ymm0
cmp    rcx,0x3
je     e4150 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
vmovups ymm0,YMMWORD PTR [r14+0xc0]
vshufps ymm0,ymm0,YMMWORD PTR [r14+0xe0],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r14+0x260],ymm0
cmp    rcx,0x4
jne    e48af <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16bf>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x1c],0x0
mov    r8,QWORD PTR [rsp+0x10]
je     e4230 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    rax,QWORD PTR [rsp]
lea    rcx,[rax*8-0x8]
mov    edx,ecx
not    edx
lea    rax,[r14+0x100]
test   dl,0x38
je     e41a5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfb5>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
lea    rax,[r14+0x100]
nop    DWORD PTR [rax]
mov    rsi,QWORD PTR [rax]
add    rax,0x8
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
dec    rdx
jne    e4190 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfa0>
cmp    rcx,0x38
jb     e4230 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    rcx,QWORD PTR [rsp]
lea    rdx,[r14+0x100]
lea    rcx,[rdx+rcx*8]
xchg   ax,ax
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rcx
jne    e41c0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfd0>
mov    QWORD PTR [rsp+0x20],rdi
mov    rax,QWORD PTR [rsp+0x38]
mov    rdi,QWORD PTR [rax+0x10]
vmovdqu YMMWORD PTR [rsp+0x300],ymm11
cmp    r8,0x20
mov    QWORD PTR [rsp+0x70],r14
jne    e4440 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1250>
and    edi,0xf
shl    edi,0xc
add    rdi,QWORD PTR [rip+0xc9d95]        # 1adff8 <_DYNAMIC+0xc68>
mov    rax,0xffffffffffffffe0
mov    ebp,0x3ff
nop
mov    rsi,QWORD PTR [r12+rax*8+0x200]
mov    r9,QWORD PTR [r12+rax*8+0x208]
shl    rsi,0x6
mov    edx,DWORD PTR [r12+rax*4+0x280]
and    edx,ebp
vpbroadcastd ymm0,DWORD PTR [r12+rax*8+0x100]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+rsi*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+rsi*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb esi,ymm0
shl    r9,0x6
mov    r8d,DWORD PTR [r12+rax*4+0x284]
and    r8d,ebp
vpbroadcastd ymm0,DWORD PTR [r12+rax*8+0x108]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r9*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r9*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r9d,ymm0
mov    r11,QWORD PTR [r12+rax*8+0x210]
shl    r11,0x6
mov    r10d,DWORD PTR [r12+rax*4+0x288]
vpbroadcastd ymm0,DWORD PTR [r12+rax*8+0x110]
and    r10d,ebp
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r11*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r11*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r11d,ymm0
mov    r13,QWORD PTR [r12+rax*8+0x218]
shl    r13,0x6
mov    r14d,DWORD PTR [r12+rax*4+0x28c]
and    r14d,ebp
vpbroadcastd ymm0,DWORD PTR [r12+rax*8+0x118]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r13*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r13*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r13d,ymm0
not    r13d
test   DWORD PTR [rdi+r14*4],r13d
sete   r14b
not    r11d
test   DWORD PTR [rdi+r10*4],r11d
sete   r10b
not    r9d
test   DWORD PTR [rdi+r8*4],r9d
sete   r8b
not    esi
test   DWORD PTR [rdi+rdx*4],esi
sete   dl
vmovd  xmm0,edx
vpinsrb xmm0,xmm0,r8d,0x1
vpinsrb xmm0,xmm0,r10d,0x2
vpinsrb xmm0,xmm0,r14d,0x3
vmovd  DWORD PTR [rsp+rax*1+0x320],xmm0
add    rax,0x4
jne    e4270 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1080>
jmp    e46e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14f0>
cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,r8
and    rax,0x3c
je     e4637 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1447>
and    edi,0xf
mov    edx,edi
shl    edx,0xc
add    rdx,QWORD PTR [rip+0xc9b9c]        # 1adff8 <_DYNAMIC+0xc68>
xor    r8d,r8d
nop
cmp    r8,0x20
je     e487f <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x168f>
mov    r9,QWORD PTR [r12+r8*8+0x100]
mov    r11,QWORD PTR [r12+r8*8+0x108]
shl    r9,0x6
mov    esi,DWORD PTR [r12+r8*4+0x200]
mov    ecx,0x3ff
and    esi,ecx
vpbroadcastd ymm0,DWORD PTR [r12+r8*8]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r9*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r9*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r9d,ymm0
shl    r11,0x6
mov    r10d,DWORD PTR [r12+r8*4+0x204]
vpbroadcastd ymm0,DWORD PTR [r12+r8*8+0x8]
and    r10d,ecx
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r11*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r11*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r11d,ymm0
mov    r14,QWORD PTR [r12+r8*8+0x110]
shl    r14,0x6
mov    r13d,DWORD PTR [r12+r8*4+0x208]
and    r13d,ecx
vpbroadcastd ymm0,DWORD PTR [r12+r8*8+0x10]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r14*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r14*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r14d,ymm0
mov    rbp,QWORD PTR [r12+r8*8+0x118]
shl    rbp,0x6
mov    ebx,DWORD PTR [r12+r8*4+0x20c]
vpbroadcastd ymm0,DWORD PTR [r12+r8*8+0x18]
and    ebx,ecx
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+rbp*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+rbp*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb ebp,ymm0
not    ebp
test   DWORD PTR [rdx+rbx*4],ebp
sete   bl
not    r14d
test   DWORD PTR [rdx+r13*4],r14d
sete   bpl
not    r11d
test   DWORD PTR [rdx+r10*4],r11d
sete   r10b
not    r9d
test   DWORD PTR [rdx+rsi*4],r9d
sete   sil
vmovd  xmm0,esi
vpinsrb xmm0,xmm0,r10d,0x1
vpinsrb xmm0,xmm0,ebp,0x2
vpinsrb xmm0,xmm0,ebx,0x3
vmovd  DWORD PTR [rsp+r8*1+0x300],xmm0
add    r8,0x4
cmp    rax,r8
jne    e4460 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1270>
cmp    rax,QWORD PTR [rsp+0x10]
mov    rbx,QWORD PTR [rsp+0x50]
jne    e4643 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1453>
jmp    e46e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14f0>
test   r8,r8
je     e46e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14f0>
and    edi,0xf
shl    edi,0xc
add    rdi,QWORD PTR [rip+0xc99ab]        # 1adff8 <_DYNAMIC+0xc68>
mov    rdx,QWORD PTR [rsp+0x10]
dec    rdx
data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rsi,QWORD PTR [r12+rax*8+0x100]
shl    rsi,0x6
mov    r8d,DWORD PTR [r12+rax*4+0x200]
vpbroadcastd ymm0,DWORD PTR [r12+rax*8]
mov    r9d,0x3ff
and    r8d,r9d
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+rsi*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+rsi*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb esi,ymm0
not    esi
test   DWORD PTR [rdi+r8*4],esi
sete   BYTE PTR [rsp+rax*1+0x300]
cmp    rdx,rax
je     e46e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14f0>
inc    rax
cmp    rax,0x20
jb     e4660 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1470>
jmp    e4897 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16a7>
nop
mov    rdi,QWORD PTR [rsp+0x20]
mov    r13,QWORD PTR [rsp+0x8]
cmp    r13,rdi
jb     e4825 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1635>
cmp    r13,QWORD PTR [rsp+0x30]
ja     e4825 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1635>
add    rdi,QWORD PTR [rsp+0x60]
lea    rsi,[rsp+0x300]
mov    rdx,QWORD PTR [rsp+0x10]
vzeroupper
call   QWORD PTR [rip+0xc8e8f]        # 1ad5a8 <memcpy@GLIBC_2.14>
vmovdqa ymm15,YMMWORD PTR [rip+0xfffffffffff2dd3f]        # 12460 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vmovdqa ymm14,YMMWORD PTR [rip+0xfffffffffff2dc97]        # 123c0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4c8>
vpcmpeqd ymm13,ymm13,ymm13
vmovdqa ymm12,YMMWORD PTR [rip+0xfffffffffff2dcaa]        # 123e0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4e8>
vpxor  xmm11,xmm11,xmm11
vmovdqu ymm10,YMMWORD PTR [rsp+0x320]
vmovdqu ymm9,YMMWORD PTR [rsp+0x340]
vmovdqu ymm8,YMMWORD PTR [rsp+0x360]
mov    r11,QWORD PTR [rsp+0x70]
mov    r14,r12
mov    rdi,r13
mov    r8,QWORD PTR [rsp]
mov    rbp,QWORD PTR [rsp+0x68]
cmp    rbp,r13
movabs r10,0x9fb21c651e98df25
mov    r13,QWORD PTR [rsp+0x40]
jne    e3c40 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa50>
add    rsp,0x608
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xc5a1a]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edx,0x20
mov    rdi,r8
vzeroupper
call   QWORD PTR [rip+0xc8f11]        # 1ad6c0 <_DYNAMIC+0x330>
mov    QWORD PTR [rsp+0x20],rdx
vmovdqu ymm0,YMMWORD PTR [rsp+0x140]
vmovdqu ymm1,YMMWORD PTR [rsp+0x160]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
vmovdqu YMMWORD PTR [rsp+0x240],ymm0
vmovdqu YMMWORD PTR [rsp+0x260],ymm1
cmp    r13,0x4
jne    e48ce <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16de>
lea    rax,[r13*8+0x0]
jmp    e39ef <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x7ff>
lea    rcx,[rip+0xc650c]        # 1aad38 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x1058>
mov    rsi,r13
mov    rdx,QWORD PTR [rsp+0x30]
vzeroupper
call   QWORD PTR [rip+0xc8e83]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xc59c4]        # 1aa208 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x528>
mov    rdi,QWORD PTR [rsp+0x8]
mov    rdx,rbp
vzeroupper
call   QWORD PTR [rip+0xc8e6b]        # 1ad6c0 <_DYNAMIC+0x330>
mov    rdx,QWORD PTR [rsp+0x38]
add    rdx,0x8
lea    rcx,[rip+0xfffffffffff4dbdb]        # 32440 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10dec>
lea    r9,[rip+0xc5964]        # 1aa1d0 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4f0>
lea    rsi,[rsp+0x78]
mov    r8d,0x33
xor    edi,edi
call   QWORD PTR [rip+0xc90c9]        # 1ad948 <_DYNAMIC+0x5b8>
lea    rdx,[rip+0xc57da]        # 1aa060 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x380>
mov    esi,0x20
mov    rdi,r8
vzeroupper
call   QWORD PTR [rip+0xc8d49]        # 1ad5e0 <_DYNAMIC+0x250>
lea    rdx,[rip+0xc57c2]        # 1aa060 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x380>
mov    esi,0x20
mov    rdi,rax
vzeroupper
call   QWORD PTR [rip+0xc8d31]        # 1ad5e0 <_DYNAMIC+0x250>
lea    rcx,[rip+0xc5902]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    esi,0x28
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xc8df2]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xc58e3]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,QWORD PTR [rsp+0x20]
vzeroupper
call   QWORD PTR [rip+0xc8dd3]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xc58c4]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,rax
vzeroupper
call   QWORD PTR [rip+0xc8db6]        # 1ad6c0 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
int3
