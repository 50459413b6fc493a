// expect: compile -- GLSL 1.50 section 8: `smoothstep` is a built-in function in every version
#version 150 core
void main() {
    float r = smoothstep(0.0, 1.0, 0.5);
}
