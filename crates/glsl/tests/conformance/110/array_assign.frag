// expect: fail -- GLSL 1.10 section 5.8: whole arrays may be assigned from GLSL 1.20
#version 110
void main() {
    float a[2]; float b[2]; a = b;
}
