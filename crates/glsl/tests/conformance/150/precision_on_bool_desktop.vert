// expect: fail -- GLSL 1.50 section 4.5.2: precision qualifiers apply to float, int and sampler types only
#version 150 core
void main() {
    mediump bvec2 b = bvec2(true);
}
