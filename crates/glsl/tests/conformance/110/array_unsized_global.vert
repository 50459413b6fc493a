// expect: compile -- GLSL 1.10 section 4.1.9: an unsized global array is sized by its largest constant index (desktop)
#version 110
float g_a[];
void main() {
    g_a[3] = 1.0;
}
