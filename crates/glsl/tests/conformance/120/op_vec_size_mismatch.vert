// expect: fail -- GLSL 1.20 section 5.1: vector operands must have the same size
#version 120
void main() {
    vec2 a = vec2(1.0) + vec3(1.0);
}
