// expect: fail -- GLSL ES 1.00 section 4.5.2: precision qualifiers apply to float, int and sampler types only
#version 100
precision mediump float;
void main() {
    mediump bvec2 b = bvec2(true);
}
