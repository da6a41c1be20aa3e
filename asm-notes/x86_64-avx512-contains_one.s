00000000000ce9a0 <linebloom::probe::x86_64::avx512::entry::contains_one>:
mov    r8,rdx
mov    rax,rdx
mul    rsi
cmp    rsi,rdx
jbe    cea06 <linebloom::probe::x86_64::avx512::entry::contains_one+0x66>
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0x10fccd]        # 1de688 <_DYNAMIC+0xac8>
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rdi+rdx*1]
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rip+0xfffffffffff4ab60]        # 19540 <anon.fc0f47fa9653821f57d5a55292b6eb36.0.llvm.11340752617015147710+0x2eb>
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff42559]        # 10f50 <anon.53226694bd2e49bec2c7f5d4218d3dac.77.llvm.5603954963408701832+0x8>
kmovw  edx,k0
test   WORD PTR [rcx+rax*2],dx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0x10b1b2]        # 1d9bc0 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xf0>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x10f3f6]        # 1dde10 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
