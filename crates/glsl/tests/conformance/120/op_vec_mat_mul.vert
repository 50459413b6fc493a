// expect: compile -- GLSL 1.20 section 5.1: vector times matrix is linear-algebraic
#version 120
void main() {
    mat2 m = mat2(1.0); vec2 a = m * vec2(1.0); vec2 b = vec2(1.0) * m;
}
