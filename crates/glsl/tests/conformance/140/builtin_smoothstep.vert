// expect: compile -- GLSL 1.40 section 8: `smoothstep` is a built-in function in every version
#version 140
void main() {
    float r = smoothstep(0.0, 1.0, 0.5);
}
