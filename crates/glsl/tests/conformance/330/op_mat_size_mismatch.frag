// expect: fail -- GLSL 3.30 section 5.1: matrix multiplication needs matching sizes
#version 330 core
void main() {
    vec3 a = mat2(1.0) * vec3(1.0);
}
