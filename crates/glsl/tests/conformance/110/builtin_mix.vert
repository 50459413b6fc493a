// expect: compile -- GLSL 1.10 section 8: `mix` is a built-in function in every version
#version 110
void main() {
    float r = mix(0.0, 1.0, 0.5);
}
