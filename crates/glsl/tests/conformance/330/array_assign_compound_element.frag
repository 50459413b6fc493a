// expect: compile -- GLSL 3.30 section 5.8: array elements may be assigned in every version
#version 330 core
void main() {
    float a[2]; float b[2]; b[0] = 1.0; b[1] = 2.0; a[0] = b[1]; a[1] += b[0];
}
