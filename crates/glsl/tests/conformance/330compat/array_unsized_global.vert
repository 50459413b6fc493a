// expect: compile -- GLSL 3.30 (compatibility) section 4.1.9: an unsized global array is sized by its largest constant index (desktop)
#version 330 compatibility
float g_a[];
void main() {
    g_a[3] = 1.0;
}
