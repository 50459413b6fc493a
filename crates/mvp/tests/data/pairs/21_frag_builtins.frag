#version 330 core
out vec4 frag;
void main() {
    vec4 c = gl_FragCoord * 0.01;
    if (gl_FrontFacing) c.w = 1.0; else c.w = 0.5;
    frag = c + vec4(gl_PointCoord, 0.0, 0.0);
    gl_FragDepth = gl_FragCoord.z * 0.5;
}
