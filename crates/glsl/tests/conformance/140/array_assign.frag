// expect: compile -- GLSL 1.40 section 5.8: whole arrays may be assigned from GLSL 1.20
#version 140
void main() {
    float a[2]; float b[2]; a = b;
}
