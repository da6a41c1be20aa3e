00000000000d8c90 <linebloom::probe::x86_64::avx512::entry::split_contains_one_any>:
cmp    rcx,0x7
jne    d8cf4 <linebloom::probe::x86_64::avx512::entry::split_contains_one_any+0x64>
mov    rcx,rdx
shr    rcx,0x20
imul   rcx,rsi
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,rsi
jae    d8cfa <linebloom::probe::x86_64::avx512::entry::split_contains_one_any+0x6a>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1d
and    ecx,0x8
vmovdqa ymm0,YMMWORD PTR [rdi+rcx*4]
vmovd  xmm1,edx
vpbroadcastd ymm1,xmm1
vpmulld ymm1,ymm1,YMMWORD PTR [rip+0xfffffffffff3a2eb]        # 12fc0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x520>
vpsrld ymm1,ymm1,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffff3834d]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
vpsllvd ymm1,ymm2,ymm1
vptest ymm0,ymm1
setb   al
vzeroupper
ret
jmp    QWORD PTR [rip+0x132a7e]        # 20b778 <_DYNAMIC+0xc38>
push   rax
lea    rdx,[rip+0x12de0e]        # 206b10 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x120>
mov    rdi,rax
call   QWORD PTR [rip+0x132085]        # 20ad90 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
