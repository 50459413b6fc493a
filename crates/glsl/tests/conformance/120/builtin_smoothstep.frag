// expect: compile -- GLSL 1.20 section 8: `smoothstep` is a built-in function in every version
#version 120
void main() {
    float r = smoothstep(0.0, 1.0, 0.5);
}
