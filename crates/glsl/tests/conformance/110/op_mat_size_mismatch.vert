// expect: fail -- GLSL 1.10 section 5.1: matrix multiplication needs matching sizes
#version 110
void main() {
    vec3 a = mat2(1.0) * vec3(1.0);
}
