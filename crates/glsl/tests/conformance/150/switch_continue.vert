// expect: fail -- GLSL 1.50 section 6.2: continue inside a switch is only allowed inside a loop
#version 150 core
uniform int g_i;
void main() {
    switch (g_i) { case 0: continue; }
}
