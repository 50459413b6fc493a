// expect: fail -- GLSL 1.40 section 4.5.2: precision qualifiers apply to float, int and sampler types only
#version 140
void main() {
    mediump bvec2 b = bvec2(true);
}
