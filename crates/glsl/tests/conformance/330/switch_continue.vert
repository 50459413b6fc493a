// expect: fail -- GLSL 3.30 section 6.2: continue inside a switch is only allowed inside a loop
#version 330 core
uniform int g_i;
void main() {
    switch (g_i) { case 0: continue; }
}
