00000000000fb090 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x638
mov    DWORD PTR [rsp+0x3c],r9d
mov    QWORD PTR [rsp+0x68],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    fc562 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14d2>
mov    QWORD PTR [rsp+0x28],rdx
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
je     fc522 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1492>
mov    r15,rsi
mov    rbx,QWORD PTR [rcx]
mov    rsi,r9
shr    rsi,0x3
mov    eax,r9d
and    eax,0x38
test   rsi,rsi
je     fb376 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e6>
vpbroadcastq zmm1,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [rbx],0x20
vpxorq zmm0,zmm1,zmm0
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff15581]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1548a]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm2
cmp    rsi,0x1
je     fb376 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e6>
vprolq zmm2,ZMMWORD PTR [rbx+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff15422]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm2
cmp    rsi,0x2
je     fb376 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e6>
vprolq zmm2,ZMMWORD PTR [rbx+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff153ba]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm2
cmp    rsi,0x3
je     fb376 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e6>
vprolq zmm2,ZMMWORD PTR [rbx+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff15356]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
cmp    rax,r9
mov    r12,QWORD PTR [rsp+0x28]
je     fb4ac <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x41c>
mov    r10,rax
or     r10,0x1
cmp    r9,r10
cmova  r10,r9
mov    r11,QWORD PTR [rcx+0x10]
mov    rdi,r10
sub    rdi,rax
cmp    rdi,0x8
jae    fb3b4 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x324>
mov    rdi,rax
movabs r13,0x9fb21c651e98df25
jmp    fb460 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d0>
and    r10d,0x7
sub    rdi,r10
add    rdi,rax
vpbroadcastq zmm0,r11
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff153ba]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm2,QWORD PTR [rip+0xfffffffffff152d0]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop    DWORD PTR [rax+rax*1+0x0]
vprolq zmm3,ZMMWORD PTR [rbx+rax*8],0x20
vpxorq zmm3,zmm3,zmm0
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmullq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm3,0x23
vpaddq zmm4,zmm4,zmm2
vpxorq zmm3,zmm4,zmm3
vpmullq zmm3,zmm3,zmm1
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x70],zmm3
add    rax,0x8
cmp    rdi,rax
jne    fb3e0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x350>
test   r10,r10
movabs r13,0x9fb21c651e98df25
je     fb4ac <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x41c>
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
jb     fb460 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d0>
mov    eax,r9d
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
mov    rax,r12
shr    rax,0x20
mov    QWORD PTR [rsp+0x40],rax
mov    eax,r12d
vpbroadcastq zmm5,rax
mov    QWORD PTR [rsp+0x30],rdx
mov    QWORD PTR [rsp+0x50],rbx
je     fb733 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6a3>
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
je     fb724 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x694>
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
je     fb724 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x694>
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
jne    fb854 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7c4>
mov    rdx,QWORD PTR [rsp+0x30]
mov    r8,QWORD PTR [rsp+0x20]
jmp    fb915 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x885>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x70]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm2,zmm0,zmm5
vpsrlq zmm2,zmm2,0x20
vpaddq zmm1,zmm2,zmm1
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm1
cmp    rsi,0x1
je     fb915 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x885>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xb0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm1
cmp    rsi,0x2
je     fb915 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x885>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xf0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm1
cmp    rsi,0x3
je     fb915 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x885>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x130]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm1
cmp    rsi,0x4
je     fb915 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x885>
jmp    fc58a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14fa>
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
mov    rdx,QWORD PTR [rsp+0x30]
mov    r8,QWORD PTR [rsp+0x20]
jne    fc58a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14fa>
vpmovqd ymm0,zmm0
vpbroadcastd ymm4,DWORD PTR [rip+0xfffffffffff14d18]        # 1063c <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x4>
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x270],ymm0
cmp    rsi,0x1
je     fb9b5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x925>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0xb0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x290],ymm0
cmp    rsi,0x2
je     fb9b5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x925>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0xf0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2b0],ymm0
cmp    rsi,0x3
je     fb9b5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x925>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x130]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2d0],ymm0
cmp    BYTE PTR [rsp+0x3c],0x0
je     fba80 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9f0>
lea    r10,[rsp+0x170]
lea    rsi,[r9*8-0x8]
mov    edi,esi
not    edi
mov    rax,r10
test   dil,0x38
je     fba05 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
mov    edi,esi
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rax,r10
nop    WORD PTR [rax+rax*1+0x0]
mov    r11,QWORD PTR [rax]
add    rax,0x8
shl    r11,0x6
prefetcht0 BYTE PTR [r15+r11*1]
dec    rdi
jne    fb9f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x960>
cmp    rsi,0x38
jb     fba80 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9f0>
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
jne    fba10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x980>
mov    r11,QWORD PTR [rcx+0x10]
vpbroadcastq zmm6,r11
vmovdqa64 zmm7,ZMMWORD PTR [rip+0xfffffffffff365ec]        # 32080 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109e8>
mov    rax,QWORD PTR [r8]
mov    QWORD PTR [rsp+0x58],rax
mov    rax,QWORD PTR [r8+0x8]
mov    QWORD PTR [rsp+0x20],rax
lea    r13,[rsp+0x3b0]
lea    rax,[rsp+0x70]
xor    edi,edi
vpbroadcastd zmm8,DWORD PTR [rip+0xfffffffffff14b82]        # 10640 <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x8>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff14cc0]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm9,QWORD PTR [rip+0xfffffffffff14bd6]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
mov    QWORD PTR [rsp+0x60],r11
vmovdqu64 ZMMWORD PTR [rsp+0x370],zmm5
vmovdqu YMMWORD PTR [rsp+0x310],ymm4
vmovdqu64 ZMMWORD PTR [rsp+0x330],zmm6
cs nop WORD PTR [rax+rax*1+0x0]
mov    rbx,rax
lea    rbp,[r9+rdi*1]
mov    r12,rdx
sub    r12,rbp
cmp    r12,0x20
mov    eax,0x20
cmovae r12,rax
cmp    rdx,rbp
je     fc3b0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1320>
mov    rsi,r12
add    rsi,rbp
jb     fc54f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14bf>
cmp    rsi,rdx
ja     fc54f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14bf>
mov    rax,QWORD PTR [rsp+0x50]
lea    rax,[rax+rbp*8]
mov    rbp,r12
shr    rbp,0x3
je     fbcc0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>
vprolq zmm0,ZMMWORD PTR [rax],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x0],zmm0
cmp    rbp,0x1
je     fbcc0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>
vprolq zmm0,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x40],zmm0
cmp    rbp,0x2
je     fbcc0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>
vprolq zmm0,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x80],zmm0
cmp    rbp,0x3
je     fbcc0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>
vprolq zmm0,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0xc0],zmm0
nop
mov    edx,r12d
and    edx,0x38
cmp    rdx,r12
movabs rsi,0x9fb21c651e98df25
je     fbdcc <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd3c>
mov    r8,rdx
or     r8,0x1
cmp    r12,r8
cmova  r8,r12
mov    rcx,r8
sub    rcx,rdx
cmp    rcx,0x8
jae    fbcfb <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc6b>
mov    rcx,rdx
jmp    fbd80 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcf0>
mov    r10d,r8d
and    r10d,0x7
sub    rcx,r10
add    rcx,rdx
and    r8,0xfffffffffffffff8
nop    DWORD PTR [rax+0x0]
vprolq zmm0,ZMMWORD PTR [rax+rdx*8],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+rdx*8+0x0],zmm0
add    rdx,0x8
cmp    r8,rdx
jne    fbd10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc80>
test   r10,r10
je     fbdcc <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd3c>
data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax+rcx*8]
rol    rdx,0x20
xor    rdx,r11
mov    r8,rdx
rol    r8,0x31
mov    r10,rdx
rol    r10,0x18
xor    r10,r8
xor    r10,rdx
imul   r10,rsi
mov    rdx,r10
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r10
imul   rdx,rsi
mov    r8,rdx
shr    r8,0x1c
xor    r8,rdx
mov    QWORD PTR [r13+rcx*8+0x0],r8
inc    rcx
cmp    rcx,r12
jb     fbd80 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcf0>
mov    eax,r12d
and    eax,0x7
cmp    rax,0x1
mov    rsi,rbp
sbb    rsi,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x40],0x0
je     fbea0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe10>
mov    r11,QWORD PTR [rsp+0x28]
mov    rax,r11
mul    QWORD PTR [r13+0x38]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r11
mul    QWORD PTR [r13+0x30]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r11
mul    QWORD PTR [r13+0x28]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r11
mul    QWORD PTR [r13+0x20]
mov    rbp,rsi
mov    rsi,rdx
mov    rax,r11
mul    QWORD PTR [r13+0x18]
mov    rcx,rdx
mov    rax,r11
mul    QWORD PTR [r13+0x10]
mov    r8,rdx
mov    rax,r11
mul    QWORD PTR [r13+0x8]
mov    r10,rdx
mov    rax,r11
mul    QWORD PTR [r13+0x0]
vmovq  xmm0,rdx
vmovq  xmm1,r10
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,rsi
mov    rsi,rbp
vmovq  xmm2,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x10]
vmovq  xmm3,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
jmp    fbece <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe3e>
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
je     fc250 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
cmp    QWORD PTR [rsp+0x40],0x0
je     fbfbe <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf2e>
mov    rbp,rsi
mov    rsi,QWORD PTR [rsp+0x28]
mov    rax,rsi
mul    QWORD PTR [r13+0x78]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x70]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x68]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x60]
mov    r11,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x58]
mov    r10,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x50]
mov    r8,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x48]
mov    rcx,rdx
mov    rax,rsi
mov    rsi,rbp
mul    QWORD PTR [r13+0x40]
vmovq  xmm0,rdx
vmovq  xmm1,rcx
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
lea    r8,[r13+0x100]
lea    rbp,[r9+rdi*1]
vmovq  xmm2,r10
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
vmovdqu64 ZMMWORD PTR [r13+0x140],zmm0
cmp    rsi,0x2
jne    fbffd <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf6d>
jmp    fc250 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x40]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [r13+0x140],zmm0
cmp    rsi,0x2
je     fc250 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
cmp    QWORD PTR [rsp+0x40],0x0
je     fc0ed <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x105d>
mov    QWORD PTR [rsp+0x18],rsi
mov    rsi,QWORD PTR [rsp+0x28]
mov    rax,rsi
mul    QWORD PTR [r13+0xb8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0xb0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0xa8]
mov    QWORD PTR [rsp+0x48],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0xa0]
mov    r11,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x98]
mov    r10,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x90]
mov    rbp,r8
mov    r8,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0x88]
mov    rcx,rdx
mov    rax,rsi
mov    rsi,QWORD PTR [rsp+0x18]
mul    QWORD PTR [r13+0x80]
vmovq  xmm0,rdx
vmovq  xmm1,rcx
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
mov    r8,rbp
lea    rbp,[r9+rdi*1]
vmovq  xmm2,r10
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,r11
vmovq  xmm2,QWORD PTR [rsp+0x48]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x8]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
vmovdqu64 ZMMWORD PTR [r13+0x180],zmm0
cmp    rsi,0x3
jne    fc12c <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x109c>
jmp    fc250 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x80]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [r13+0x180],zmm0
cmp    rsi,0x3
je     fc250 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
cmp    QWORD PTR [rsp+0x40],0x0
je     fc20c <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x117c>
mov    QWORD PTR [rsp+0x18],rsi
mov    rsi,QWORD PTR [rsp+0x28]
mov    rax,rsi
mul    QWORD PTR [r13+0xf8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0xf0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0xe8]
mov    QWORD PTR [rsp+0x48],rdx
mov    rax,rsi
mul    QWORD PTR [r13+0xe0]
mov    r11,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0xd8]
mov    r10,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0xd0]
mov    rbp,r8
mov    r8,rdx
mov    rax,rsi
mul    QWORD PTR [r13+0xc8]
mov    rcx,rdx
mov    rax,rsi
mov    rsi,QWORD PTR [rsp+0x18]
mul    QWORD PTR [r13+0xc0]
vmovq  xmm0,rdx
vmovq  xmm1,rcx
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
mov    r8,rbp
lea    rbp,[r9+rdi*1]
vmovq  xmm2,r10
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,r11
vmovq  xmm2,QWORD PTR [rsp+0x48]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x8]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
jmp    fc23a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11aa>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0xc0]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [r13+0x1c0],zmm0
cmp    rsi,0x4
jne    fc58a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14fa>
nop    DWORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+0x200],ymm0
cmp    rsi,0x1
je     fc2f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1260>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x40]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+0x220],ymm0
cmp    rsi,0x2
je     fc2f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1260>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0x80]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+0x240],ymm0
cmp    rsi,0x3
je     fc2f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1260>
vmovdqu64 zmm0,ZMMWORD PTR [r13+0xc0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+0x260],ymm0
cmp    rsi,0x4
jne    fc5a8 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1518>
nop    DWORD PTR [rax+0x0]
cmp    BYTE PTR [rsp+0x3c],0x0
je     fc3b0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1320>
lea    rcx,[r12*8-0x8]
mov    edx,ecx
not    edx
mov    rax,r8
test   dl,0x38
je     fc335 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12a5>
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
jne    fc320 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1290>
cmp    rcx,0x38
jb     fc3b0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1320>
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
jne    fc340 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12b0>
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x2f0],ymm0
cmp    r9,0x20
jne    fc430 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13a0>
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
jne    fc3d0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1340>
jmp    fc48f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13ff>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
test   r9,r9
mov    esi,0x3ff
je     fc48f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13ff>
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
jne    fc440 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13b0>
cmp    rbp,rdi
jb     fc537 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14a7>
cmp    rbp,QWORD PTR [rsp+0x20]
ja     fc537 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14a7>
add    rdi,QWORD PTR [rsp+0x58]
lea    rsi,[rsp+0x2f0]
mov    rdx,r9
vzeroupper
call   QWORD PTR [rip+0xb310c]        # 1af5c8 <memcpy@GLIBC_2.14>
vpbroadcastq zmm9,QWORD PTR [rip+0xfffffffffff141e2]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff142b8]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastd zmm8,DWORD PTR [rip+0xfffffffffff14166]        # 10640 <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x8>
vmovdqa64 zmm7,ZMMWORD PTR [rip+0xfffffffffff35b9c]        # 32080 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109e8>
vmovdqu64 zmm6,ZMMWORD PTR [rsp+0x330]
mov    r11,QWORD PTR [rsp+0x60]
vmovdqu ymm4,YMMWORD PTR [rsp+0x310]
vmovdqu64 zmm5,ZMMWORD PTR [rsp+0x370]
mov    rdx,QWORD PTR [rsp+0x30]
mov    rax,r13
mov    r13,rbx
mov    rdi,rbp
mov    r9,r12
cmp    rdx,rbp
jne    fbb00 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa70>
add    rsp,0x638
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xb0552]        # 1aca90 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0xd90>
mov    rsi,rbp
mov    rdx,QWORD PTR [rsp+0x20]
vzeroupper
call   QWORD PTR [rip+0xb3191]        # 1af6e0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xafcd2]        # 1ac228 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x528>
mov    rdi,rbp
vzeroupper
call   QWORD PTR [rip+0xb317e]        # 1af6e0 <_DYNAMIC+0x330>
add    rdi,0x8
lea    rcx,[rip+0xfffffffffff35f13]        # 32480 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10de8>
lea    r9,[rip+0xafc7c]        # 1ac1f0 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4f0>
lea    rsi,[rsp+0x68]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0xb33de]        # 1af968 <_DYNAMIC+0x5b8>
shl    rsi,0x3
lea    rcx,[rip+0xafc43]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xb3138]        # 1af6e0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xafc29]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    esi,0x28
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xb3119]        # 1af6e0 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
int3
int3
int3
int3
