// expect: compile -- GLSL 1.40 section 4.1.9: an unsized global array is sized by its largest constant index (desktop)
#version 140
float g_a[];
void main() {
    g_a[3] = 1.0;
}
