// expect: fail -- GLSL ES 1.00 section 4.1.9: an unsized global array is sized by its largest constant index (desktop)
#version 100
precision mediump float;
float g_a[];
void main() {
    g_a[3] = 1.0;
}
