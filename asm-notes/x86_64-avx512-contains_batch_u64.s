00000000000eff50 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x638
mov    DWORD PTR [rsp+0x44],r9d
mov    QWORD PTR [rsp+0x68],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    f17c6 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1876>
mov    QWORD PTR [rsp+0x30],rdx
mov    r14,QWORD PTR [rdi]
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x470],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x430],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x270],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x530],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x570],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x5b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x5f0],zmm0
mov    rdx,QWORD PTR [rcx+0x8]
cmp    rdx,0x20
mov    r9d,0x20
cmovb  r9,rdx
test   rdx,rdx
je     f1786 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1836>
mov    r15,rsi
mov    rbx,QWORD PTR [rcx]
mov    rsi,r9
shr    rsi,0x3
mov    eax,r9d
and    eax,0x38
test   rsi,rsi
je     f0388 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x438>
vpbroadcastq zmm2,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [rbx],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff20831]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpmuludq zmm4,zmm3,zmm1
vpsrlq zmm5,zmm3,0x20
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff2067a]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm5,zmm5,zmm0
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff2059a]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xfffffffffff20607],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm3,zmm4
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm3
cmp    rsi,0x1
je     f0388 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x438>
vprolq zmm3,ZMMWORD PTR [rbx+0x40],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff204e1]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xfffffffffff2054e],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm3
cmp    rsi,0x2
je     f0388 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x438>
vprolq zmm3,ZMMWORD PTR [rbx+0x80],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff20428]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xfffffffffff20495],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm3
cmp    rsi,0x3
je     f0388 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x438>
vprolq zmm3,ZMMWORD PTR [rbx+0xc0],0x20
vpxorq zmm2,zmm3,zmm2
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmuludq zmm2,zmm4,zmm1
vpsrlq zmm3,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm2,zmm3,zmm2
vpsllq zmm2,zmm2,0x20
vpmuludq zmm3,zmm4,zmm0
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm4,zmm2,0x23
vpaddq zmm4,zmm4,QWORD BCST [rip+0xfffffffffff2036f]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm4,zmm3,QWORD BCST [rip+0xfffffffffff203dc],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm4,zmm1
vpsrlq zmm2,zmm2,0x20
vpmuludq zmm2,zmm2,zmm0
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpmuludq zmm0,zmm4,zmm0
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
cmp    rax,r9
mov    r12,QWORD PTR [rsp+0x30]
je     f051c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5cc>
mov    r10,rax
or     r10,0x1
cmp    r9,r10
cmova  r10,r9
mov    r11,QWORD PTR [rcx+0x10]
mov    rdi,r10
sub    rdi,rax
cmp    rdi,0x8
jae    f03c6 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x476>
mov    rdi,rax
movabs r13,0x9fb21c651e98df25
jmp    f04d0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x580>
and    r10d,0x7
sub    rdi,r10
add    rdi,rax
vpbroadcastq zmm0,r11
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff20518]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpbroadcastq zmm2,QWORD PTR [rip+0xfffffffffff2039e]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff202b4]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm4,ZMMWORD PTR [rbx+rax*8],0x20
vpxorq zmm4,zmm4,zmm0
vprolq zmm5,zmm4,0x31
vprolq zmm6,zmm4,0x18
vpternlogq zmm6,zmm4,zmm5,0x96
vpmuludq zmm4,zmm6,zmm1
vpsrlq zmm5,zmm6,0x20
vpmuludq zmm5,zmm5,zmm2
vpaddq zmm4,zmm4,zmm5
vpsllq zmm4,zmm4,0x20
vpmuludq zmm5,zmm6,zmm2
vpaddq zmm4,zmm5,zmm4
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,zmm3
vpxorq zmm5,zmm5,zmm4
vpmuludq zmm6,zmm5,zmm2
vpmuludq zmm5,zmm5,zmm1
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm2
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm6,zmm4
vpsrlq zmm5,zmm4,0x1c
vpxorq zmm4,zmm5,zmm4
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x70],zmm4
add    rax,0x8
cmp    rdi,rax
jne    f0400 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4b0>
test   r10,r10
movabs r13,0x9fb21c651e98df25
je     f051c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5cc>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [rbx+rdi*8]
rol    rax,0x20
xor    rax,r11
mov    rbp,rax
rol    rbp,0x31
mov    r10,rax
rol    r10,0x18
xor    r10,rbp
xor    r10,rax
imul   r10,r13
mov    rax,r10
shr    rax,0x23
add    rax,0x8
xor    rax,r10
imul   rax,r13
mov    r10,rax
shr    r10,0x1c
xor    r10,rax
mov    QWORD PTR [rsp+rdi*8+0x70],r10
inc    rdi
cmp    rdi,r9
jb     f04d0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x580>
mov    eax,r9d
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
mov    rax,r12
shr    rax,0x20
mov    QWORD PTR [rsp+0x48],rax
mov    eax,r12d
vpbroadcastq zmm5,rax
mov    QWORD PTR [rsp+0x38],rdx
mov    QWORD PTR [rsp+0x50],rbx
je     f07ad <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x85d>
mov    QWORD PTR [rsp+0x20],r8
mov    rax,r12
mul    QWORD PTR [rsp+0x70]
mov    r8,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x78]
mov    r10,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x80]
mov    r11,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x88]
mov    rbx,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x90]
mov    r13,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x98]
mov    rbp,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xa0]
mov    rdi,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xa8]
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x70]
vmovq  xmm1,rdx
vmovq  xmm2,rdi
vpunpcklqdq xmm1,xmm2,xmm1
vmovq  xmm2,rbp
vmovq  xmm3,r13
vpunpcklqdq xmm2,xmm3,xmm2
vinserti128 ymm1,ymm2,xmm1,0x1
vmovq  xmm2,rbx
vmovq  xmm3,r11
vpunpcklqdq xmm2,xmm3,xmm2
vmovq  xmm3,r10
vmovq  xmm4,r8
vpunpcklqdq xmm3,xmm4,xmm3
vinserti128 ymm2,ymm3,xmm2,0x1
vinserti64x4 zmm1,zmm2,ymm1,0x1
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm1
cmp    rsi,0x1
je     f0794 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x844>
mov    rax,r12
mul    QWORD PTR [rsp+0xb0]
mov    rdi,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xb8]
mov    r8,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xc0]
mov    r10,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xc8]
mov    r11,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xd0]
mov    rbx,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xd8]
mov    r13,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xe0]
mov    rbp,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xe8]
mov    QWORD PTR [rsp+0x1b0],rdi
mov    QWORD PTR [rsp+0x1b8],r8
mov    QWORD PTR [rsp+0x1c0],r10
mov    QWORD PTR [rsp+0x1c8],r11
mov    QWORD PTR [rsp+0x1d0],rbx
mov    QWORD PTR [rsp+0x1d8],r13
mov    QWORD PTR [rsp+0x1e0],rbp
mov    QWORD PTR [rsp+0x1e8],rdx
cmp    rsi,0x2
je     f0794 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x844>
mov    rax,r12
mul    QWORD PTR [rsp+0xf0]
mov    rdi,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0xf8]
mov    r8,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x100]
mov    r10,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x108]
mov    r11,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x110]
mov    rbx,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x118]
mov    r13,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x120]
mov    rbp,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x128]
mov    QWORD PTR [rsp+0x1f0],rdi
mov    QWORD PTR [rsp+0x1f8],r8
mov    QWORD PTR [rsp+0x200],r10
mov    QWORD PTR [rsp+0x208],r11
mov    QWORD PTR [rsp+0x210],rbx
mov    QWORD PTR [rsp+0x218],r13
mov    QWORD PTR [rsp+0x220],rbp
mov    QWORD PTR [rsp+0x228],rdx
cmp    rsi,0x3
jne    f08d8 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x988>
mov    rdx,QWORD PTR [rsp+0x38]
movabs r11,0x9fb21c651e98df25
mov    r8,QWORD PTR [rsp+0x20]
jmp    f09a3 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa53>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x70]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm2,zmm0,zmm5
vpsrlq zmm2,zmm2,0x20
vpaddq zmm1,zmm2,zmm1
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm1
cmp    rsi,0x1
movabs r11,0x9fb21c651e98df25
je     f09a3 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa53>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xb0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm1
cmp    rsi,0x2
je     f09a3 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa53>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xf0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm1
cmp    rsi,0x3
je     f09a3 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa53>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x130]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm1
cmp    rsi,0x4
je     f09a3 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa53>
jmp    f17ee <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x189e>
mov    rax,r12
mul    QWORD PTR [rsp+0x130]
mov    rdi,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x138]
mov    r8,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x140]
mov    r10,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x148]
mov    r11,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x150]
mov    rbx,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x158]
mov    r13,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x160]
mov    rbp,rdx
mov    rax,r12
mul    QWORD PTR [rsp+0x168]
mov    QWORD PTR [rsp+0x230],rdi
mov    QWORD PTR [rsp+0x238],r8
mov    QWORD PTR [rsp+0x240],r10
mov    QWORD PTR [rsp+0x248],r11
mov    QWORD PTR [rsp+0x250],rbx
mov    QWORD PTR [rsp+0x258],r13
mov    QWORD PTR [rsp+0x260],rbp
mov    QWORD PTR [rsp+0x268],rdx
cmp    rsi,0x4
mov    rdx,QWORD PTR [rsp+0x38]
movabs r11,0x9fb21c651e98df25
mov    r8,QWORD PTR [rsp+0x20]
jne    f17ee <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x189e>
vpmovqd ymm0,zmm0
vpbroadcastd ymm4,DWORD PTR [rip+0xfffffffffff1fc8a]        # 1063c <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x4>
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x270],ymm0
cmp    rsi,0x1
je     f0a43 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xaf3>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0xb0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x290],ymm0
cmp    rsi,0x2
je     f0a43 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xaf3>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0xf0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2b0],ymm0
cmp    rsi,0x3
je     f0a43 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xaf3>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x130]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2d0],ymm0
cmp    BYTE PTR [rsp+0x44],0x0
je     f0b10 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbc0>
lea    r10,[rsp+0x170]
lea    rsi,[r9*8-0x8]
mov    edi,esi
not    edi
mov    rax,r10
test   dil,0x38
je     f0a95 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb45>
mov    edi,esi
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rax,r10
nop    DWORD PTR [rax+rax*1+0x0]
mov    r12,QWORD PTR [rax]
add    rax,0x8
shl    r12,0x6
prefetcht0 BYTE PTR [r15+r12*1]
dec    rdi
jne    f0a80 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb30>
cmp    rsi,0x38
jb     f0b10 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbc0>
lea    rdi,[r10+r9*8]
nop
mov    rsi,QWORD PTR [rax]
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
mov    rsi,QWORD PTR [rax+0x8]
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
mov    rsi,QWORD PTR [rax+0x10]
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
mov    rsi,QWORD PTR [rax+0x18]
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
mov    rsi,QWORD PTR [rax+0x20]
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
mov    rsi,QWORD PTR [rax+0x28]
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
mov    rsi,QWORD PTR [rax+0x30]
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
mov    rsi,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
cmp    rax,rdi
jne    f0aa0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb50>
mov    r10,QWORD PTR [rcx+0x10]
vpbroadcastq zmm6,r10
vmovdqa64 zmm7,ZMMWORD PTR [rip+0xfffffffffff4155c]        # 32080 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109e8>
mov    rax,QWORD PTR [r8]
mov    QWORD PTR [rsp+0x58],rax
mov    rax,QWORD PTR [r8+0x8]
mov    QWORD PTR [rsp+0x20],rax
lea    r13,[rsp+0x3b0]
lea    rax,[rsp+0x70]
xor    edi,edi
vpbroadcastd zmm8,DWORD PTR [rip+0xfffffffffff1faf2]        # 10640 <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x8>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff1fda0]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpbroadcastq zmm9,QWORD PTR [rip+0xfffffffffff1fc26]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm10,QWORD PTR [rip+0xfffffffffff1fb3c]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
mov    QWORD PTR [rsp+0x60],r10
vmovdqu64 ZMMWORD PTR [rsp+0x370],zmm5
vmovdqu YMMWORD PTR [rsp+0x310],ymm4
vmovdqu64 ZMMWORD PTR [rsp+0x330],zmm6
mov    rbx,rax
lea    rbp,[r9+rdi*1]
mov    r12,rdx
sub    r12,rbp
cmp    r12,0x20
mov    eax,0x20
cmovae r12,rax
cmp    rdx,rbp
je     f1600 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16b0>
mov    rsi,r12
add    rsi,rbp
jb     f17b3 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1863>
cmp    rsi,rdx
ja     f17b3 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1863>
mov    rax,QWORD PTR [rsp+0x50]
lea    rax,[rax+rbp*8]
mov    rbp,r12
shr    rbp,0x3
je     f0ec0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf70>
vprolq zmm0,ZMMWORD PTR [rax],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpbroadcastq zmm11,QWORD PTR [rip+0xfffffffffff1fb41]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm1,zmm1,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm2,zmm0,0x23
vpaddq zmm2,zmm2,zmm10
vpternlogq zmm2,zmm1,QWORD BCST [rip+0xfffffffffff1fad2],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm2,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x0],zmm0
cmp    rbp,0x1
je     f0ec0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf70>
vprolq zmm0,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpbroadcastq zmm11,QWORD PTR [rip+0xfffffffffff1fa86]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm1,zmm1,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm2,zmm0,0x23
vpaddq zmm2,zmm2,zmm10
vpternlogq zmm2,zmm1,QWORD BCST [rip+0xfffffffffff1fa17],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm2,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x40],zmm0
cmp    rbp,0x2
je     f0ec0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf70>
vprolq zmm0,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpbroadcastq zmm11,QWORD PTR [rip+0xfffffffffff1f9cb]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm1,zmm1,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm2,zmm0,0x23
vpaddq zmm2,zmm2,zmm10
vpternlogq zmm2,zmm1,QWORD BCST [rip+0xfffffffffff1f95c],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm2,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x80],zmm0
cmp    rbp,0x3
je     f0ec0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf70>
vprolq zmm0,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpbroadcastq zmm11,QWORD PTR [rip+0xfffffffffff1f910]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm1,zmm1,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm2,zmm0,0x23
vpaddq zmm2,zmm2,zmm10
vpternlogq zmm2,zmm1,QWORD BCST [rip+0xfffffffffff1f8a1],0x78        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm2,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0xc0],zmm0
nop
mov    edx,r12d
and    edx,0x38
cmp    rdx,r12
je     f101c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10cc>
mov    rsi,rdx
or     rsi,0x1
cmp    r12,rsi
cmova  rsi,r12
mov    rcx,rsi
sub    rcx,rdx
cmp    rcx,0x8
jae    f0ef1 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xfa1>
mov    rcx,rdx
jmp    f0fd0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1080>
mov    r8d,esi
and    r8d,0x7
sub    rcx,r8
add    rcx,rdx
and    rsi,0xfffffffffffffff8
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm0,ZMMWORD PTR [rax+rdx*8],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm9
vpaddq zmm0,zmm0,zmm1
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm9
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm10
vpxorq zmm1,zmm1,zmm0
vpmuludq zmm2,zmm1,zmm9
vpmuludq zmm1,zmm1,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm9
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpaddq zmm0,zmm2,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+rdx*8+0x0],zmm0
add    rdx,0x8
cmp    rsi,rdx
jne    f0f10 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xfc0>
test   r8,r8
je     f101c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10cc>
data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax+rcx*8]
rol    rdx,0x20
xor    rdx,r10
mov    rsi,rdx
rol    rsi,0x31
mov    r8,rdx
rol    r8,0x18
xor    r8,rsi
xor    r8,rdx
imul   r8,r11
mov    rdx,r8
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r8
imul   rdx,r11
mov    rsi,rdx
shr    rsi,0x1c
xor    rsi,rdx
mov    QWORD PTR [r13+rcx*8+0x0],rsi
inc    rcx
cmp    rcx,r12
jb     f0fd0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1080>
mov    eax,r12d
and    eax,0x7
cmp    rax,0x1
mov    rsi,rbp
sbb    rsi,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x48],0x0
je     f10f0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11a0>
mov    rbp,rsi
mov    rsi,QWORD PTR [rsp+0x30]
mov    rax,rsi
mul    QWORD PTR [r13+0x38]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x30]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x28]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x20]
mov    r11,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x18]
mov    rcx,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x10]
mov    r8,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x8]
mov    r10,rdx
mov    rax,rsi
mov    rsi,rbp
mul    QWORD PTR [r13+0x0]
vmovq  xmm0,rdx
vmovq  xmm1,r10
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,r11
vmovq  xmm2,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x10]
vmovq  xmm3,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
jmp    f111e <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11ce>
nop    WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x0]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
lea    r8,[r13+0x100]
vmovdqu64 ZMMWORD PTR [r8],zmm0
cmp    rsi,0x1
lea    rbp,[r9+rdi*1]
je     f14a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1550>
cmp    QWORD PTR [rsp+0x48],0x0
je     f1210 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12c0>
mov    r10,QWORD PTR [rsp+0x30]
mov    rax,r10
mul    QWORD PTR [r13+0x78]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r10
mul    QWORD PTR [r13+0x70]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r10
mul    QWORD PTR [r13+0x68]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r10
mul    QWORD PTR [r13+0x60]
mov    QWORD PTR [rsp+0x28],rdx
mov    rax,r10
mul    QWORD PTR [r13+0x58]
mov    r11,rsi
mov    rsi,rdx
mov    rax,r10
mul    QWORD PTR [r13+0x50]
mov    rbp,r8
mov    r8,rdx
mov    rax,r10
mul    QWORD PTR [r13+0x48]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [r13+0x40]
vmovq  xmm0,rdx
vmovq  xmm1,rcx
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
mov    r8,rbp
lea    rbp,[r9+rdi*1]
vmovq  xmm2,rsi
mov    rsi,r11
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,QWORD PTR [rsp+0x28]
vmovq  xmm2,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x10]
vmovq  xmm3,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
vmovdqu64 ZMMWORD PTR [r13+0x140],zmm0
cmp    rsi,0x2
jne    f124f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12ff>
jmp    f14a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1550>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x40]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [r13+0x140],zmm0
cmp    rsi,0x2
je     f14a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1550>
cmp    QWORD PTR [rsp+0x48],0x0
je     f133e <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13ee>
mov    r10,QWORD PTR [rsp+0x30]
mov    rax,r10
mul    QWORD PTR [r13+0xb8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r10
mul    QWORD PTR [r13+0xb0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r10
mul    QWORD PTR [r13+0xa8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r10
mul    QWORD PTR [r13+0xa0]
mov    QWORD PTR [rsp+0x28],rdx
mov    rax,r10
mul    QWORD PTR [r13+0x98]
mov    r11,rsi
mov    rsi,rdx
mov    rax,r10
mul    QWORD PTR [r13+0x90]
mov    rbp,r8
mov    r8,rdx
mov    rax,r10
mul    QWORD PTR [r13+0x88]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [r13+0x80]
vmovq  xmm0,rdx
vmovq  xmm1,rcx
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
mov    r8,rbp
lea    rbp,[r9+rdi*1]
vmovq  xmm2,rsi
mov    rsi,r11
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,QWORD PTR [rsp+0x28]
vmovq  xmm2,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x10]
vmovq  xmm3,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
vmovdqu64 ZMMWORD PTR [r13+0x180],zmm0
cmp    rsi,0x3
jne    f137d <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x142d>
jmp    f14a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1550>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x80]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [r13+0x180],zmm0
cmp    rsi,0x3
je     f14a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1550>
cmp    QWORD PTR [rsp+0x48],0x0
je     f145c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x150c>
mov    r10,QWORD PTR [rsp+0x30]
mov    rax,r10
mul    QWORD PTR [r13+0xf8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r10
mul    QWORD PTR [r13+0xf0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r10
mul    QWORD PTR [r13+0xe8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r10
mul    QWORD PTR [r13+0xe0]
mov    QWORD PTR [rsp+0x28],rdx
mov    rax,r10
mul    QWORD PTR [r13+0xd8]
mov    r11,rsi
mov    rsi,rdx
mov    rax,r10
mul    QWORD PTR [r13+0xd0]
mov    rbp,r8
mov    r8,rdx
mov    rax,r10
mul    QWORD PTR [r13+0xc8]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [r13+0xc0]
vmovq  xmm0,rdx
vmovq  xmm1,rcx
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
mov    r8,rbp
lea    rbp,[r9+rdi*1]
vmovq  xmm2,rsi
mov    rsi,r11
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,QWORD PTR [rsp+0x28]
vmovq  xmm2,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x10]
vmovq  xmm3,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
jmp    f148a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x153a>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0xc0]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [r13+0x1c0],zmm0
cmp    rsi,0x4
jne    f17ee <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x189e>
nop    DWORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+0x200],ymm0
cmp    rsi,0x1
je     f1540 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15f0>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x40]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+0x220],ymm0
cmp    rsi,0x2
je     f1540 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15f0>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x80]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+0x240],ymm0
cmp    rsi,0x3
je     f1540 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15f0>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0xc0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+0x260],ymm0
cmp    rsi,0x4
jne    f180c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x18bc>
nop    DWORD PTR [rax+0x0]
cmp    BYTE PTR [rsp+0x44],0x0
je     f1600 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16b0>
lea    rcx,[r12*8-0x8]
mov    edx,ecx
not    edx
mov    rax,r8
test   dl,0x38
je     f1585 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1635>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
mov    rax,r8
nop    DWORD PTR [rax+0x0]
mov    rsi,QWORD PTR [rax]
add    rax,0x8
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
dec    rdx
jne    f1570 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1620>
cmp    rcx,0x38
jb     f1600 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16b0>
lea    rcx,[r8+r12*8]
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
jne    f1590 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1640>
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x2f0],ymm0
cmp    r9,0x20
jne    f1680 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1730>
xor    eax,eax
mov    esi,0x3ff
nop    WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [rbx+rax*8+0x100]
shl    rcx,0x6
mov    edx,DWORD PTR [rbx+rax*4+0x200]
and    edx,esi
vmovdqa64 zmm0,ZMMWORD PTR [r15+rcx*1]
vpmulld zmm1,zmm7,DWORD BCST [rbx+rax*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm8
kmovw  ecx,k0
test   WORD PTR [r14+rdx*2],cx
sete   BYTE PTR [rsp+rax*1+0x2f0]
inc    rax
cmp    rax,0x20
jne    f1620 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d0>
jmp    f16df <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x178f>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
test   r9,r9
mov    esi,0x3ff
je     f16df <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x178f>
xor    eax,eax
nop    DWORD PTR [rax+0x0]
mov    rcx,QWORD PTR [rbx+rax*8+0x100]
shl    rcx,0x6
mov    edx,DWORD PTR [rbx+rax*4+0x200]
and    edx,esi
vmovdqa64 zmm0,ZMMWORD PTR [r15+rcx*1]
vpmulld zmm1,zmm7,DWORD BCST [rbx+rax*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm8
kmovw  ecx,k0
test   WORD PTR [r14+rdx*2],cx
sete   BYTE PTR [rsp+rax*1+0x2f0]
inc    rax
cmp    r9,rax
jne    f1690 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1740>
cmp    rbp,rdi
jb     f179b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x184b>
cmp    rbp,QWORD PTR [rsp+0x20]
ja     f179b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x184b>
add    rdi,QWORD PTR [rsp+0x58]
lea    rsi,[rsp+0x2f0]
mov    rdx,r9
vzeroupper
call   QWORD PTR [rip+0xbdebc]        # 1af5c8 <memcpy@GLIBC_2.14>
vpbroadcastq zmm10,QWORD PTR [rip+0xfffffffffff1ef92]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpbroadcastq zmm9,QWORD PTR [rip+0xfffffffffff1f068]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff1f1ce]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpbroadcastd zmm8,DWORD PTR [rip+0xfffffffffff1ef0c]        # 10640 <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x8>
vmovdqa64 zmm7,ZMMWORD PTR [rip+0xfffffffffff40942]        # 32080 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109e8>
vmovdqu64 zmm6,ZMMWORD PTR [rsp+0x330]
mov    r10,QWORD PTR [rsp+0x60]
vmovdqu ymm4,YMMWORD PTR [rsp+0x310]
vmovdqu64 zmm5,ZMMWORD PTR [rsp+0x370]
movabs r11,0x9fb21c651e98df25
mov    rdx,QWORD PTR [rsp+0x38]
mov    rax,r13
mov    r13,rbx
mov    rdi,rbp
mov    r9,r12
cmp    rdx,rbp
jne    f0b90 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc40>
add    rsp,0x638
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xbb2ee]        # 1aca90 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0xd90>
mov    rsi,rbp
mov    rdx,QWORD PTR [rsp+0x20]
vzeroupper
call   QWORD PTR [rip+0xbdf2d]        # 1af6e0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xbaa6e]        # 1ac228 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x528>
mov    rdi,rbp
vzeroupper
call   QWORD PTR [rip+0xbdf1a]        # 1af6e0 <_DYNAMIC+0x330>
add    rdi,0x8
lea    rcx,[rip+0xfffffffffff40caf]        # 32480 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10de8>
lea    r9,[rip+0xbaa18]        # 1ac1f0 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4f0>
lea    rsi,[rsp+0x68]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0xbe17a]        # 1af968 <_DYNAMIC+0x5b8>
shl    rsi,0x3
lea    rcx,[rip+0xba9df]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xbded4]        # 1af6e0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xba9c5]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    esi,0x28
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xbdeb5]        # 1af6e0 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
