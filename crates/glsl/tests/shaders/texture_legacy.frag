#version 120
uniform sampler1D t1;
uniform sampler2D t2;
uniform sampler3D t3;
uniform samplerCube tc;
uniform sampler2DShadow ts;
void main() {
    vec4 a = texture2D(t2, vec2(0.25, 0.5), 1.0);
    vec4 b = texture2DProj(t2, vec4(1.0, 2.0, 9.0, 4.0));
    vec4 c = textureCube(tc, vec3(0.1, 0.2, 0.3));
    vec4 d = texture1D(t1, 0.75);
    vec4 e = texture3D(t3, vec3(0.5, 0.5, 0.5));
    vec4 f = shadow2D(ts, vec3(0.5, 0.5, 0.25));
    gl_FragData[0] = a;
    gl_FragData[1] = b;
    gl_FragData[2] = c;
    gl_FragData[3] = vec4(d.x, e.z, f.x, f.w);
}
// run: {"uniforms": {"t2": 1, "tc": 3}, "expect": {"gl_FragData": [[0.25, 0.5, 0, 11], [0.25, 0.5, 0, 10], [0.1, 0.2, 0.3, 30], [0.75, 0.5, 1, 1], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0]]}}
